"""Hand-written templates for the blind24 guard corpus: source code, game servers, file transfer, first-run output.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin of the same shape (BENIGN_TWIN)
that keeps the layout and swaps the credential for a near miss (an environment or secret-store reference, a
prompt, a masked value, a hash, a public identifier). make_blind24.py fills the fields ({{ and }} are literal
braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives, so a template is many wordings, not one: the
same shape arrives with different labels, orders, separators and chatter. Secret fields (SECRET_FIELDS in
make_blind24.py) hold a credential; benign templates use only benign fields.
"""

SECRET: dict[str, list[str]] = {
    # credentials hard-coded in source a user pastes to a coding agent ("why does this 401?")
    "source_code_literal": [
        "⟦import requests\n\n|⟧resp = requests.⟦get|post⟧(\"https://{site}/api/v2/⟦orders|reports|users⟧\", auth=(\"{user}\", \"{pw}\"))\nprint(resp.status_code)",
        "⟦// config.js|// db.js|// server/index.js⟧\nconst pool = new Pool({{\n  host: '{host}',\n  user: '{dbuser}',\n  password: '{pw}',\n  database: '⟦shop|crm|app⟧'\n}});",
        "<?php\ndefine( 'DB_NAME', 'wp_⟦blog|shop|site⟧' );\ndefine( 'DB_USER', '{dbuser}' );\ndefine( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', 'localhost' );",
        "⟦# settings.py|# Django settings|settings.py (prod)⟧\nSECRET_KEY = '{djkey}'\nDEBUG = False\nALLOWED_HOSTS = ['{site}']",
        "func main() {{\n\tclient := api.NewClient(\"⟦https://{site}|http://{ip}:8080⟧\", \"{alnum32}\")\n\t⟦// TODO move to env|// works locally|⟧\n\tlog.Fatal(client.Run())\n}}",
        "⟦spring.datasource.url=jdbc:postgresql://{host}:5432/app\n|⟧spring.datasource.username={dbuser}\nspring.datasource.password={pw}⟦\nspring.jpa.hibernate.ddl-auto=validate|⟧",
        "\"ConnectionStrings\": {{\n  \"Default\": \"Server={host};Database=⟦Billing|Orders|Hr⟧;User Id={dbuser};Password={pw};TrustServerCertificate=True\"\n}}",
        "⟦why is this 403?|getting 403 from this|this returns forbidden⟧\n\nheaders = {{\"X-Api-Key\": \"{alnum32}\", \"Accept\": \"application/json\"}}\nr = httpx.get(\"https://{site}/v1/⟦items|search|status⟧\", headers=headers)",
        "config :my_app, MyApp.Repo,\n  username: \"{dbuser}\",\n  password: \"{pw}\",\n  hostname: \"{host}\"",
        "val ftp = FTPClient()\nftp.connect(\"{host}\")\nftp.login(\"{user}\", \"{pw}\")⟦  // legacy supplier drop|⟧",
        "⟦Rails|in the rails console I did|ran this in rails c⟧:\nUser.find_by(email: \"{email}\").update!(password: \"{pw}\")",
        "let conn = Client::connect(\"host={host} user={dbuser} password={pw} dbname=⟦metrics|events⟧\", NoTls)?;",
    ],
    # dedicated game servers a user hosts for friends
    "game_server_config": [
        "server.properties\n⟦motd=A Minecraft Server\n|⟧enable-rcon=true\nrcon.port=25575\nrcon.password={pw}\n⟦online-mode=true|white-list=true⟧",
        "⟦Valheim start script|start_server.sh for valheim|my valheim launcher⟧:\n./valheim_server.x86_64 -name \"⟦Viking Bros|Nordheim|Odin's Hall⟧\" -port 2456 -world \"Dedicated\" -password \"{pw}\" -public 0",
        "GameUserSettings.ini\n[ServerSettings]\nServerPassword={pw}\nServerAdminPassword={pw2}\n⟦DifficultyOffset=1.0|XPMultiplier=2.0⟧",
        "⟦factorio|Factorio⟧ server-settings.json:\n{{\n  \"name\": \"⟦Friday factory|Belt world⟧\",\n  \"visibility\": {{ \"public\": false, \"lan\": true }},\n  \"game_password\": \"{pw}\",\n  \"require_user_verification\": true\n}}",
        "⟦cs2 server.cfg|server.cfg (CS2)|csgo/cfg/server.cfg⟧\nhostname \"⟦Office 5v5|Friday scrims⟧\"\nrcon_password \"{pw}\"\nsv_password \"{pw2}\"",
        "PalWorldSettings.ini\nOptionSettings=(⟦Difficulty=None,|⟧ServerName=\"⟦Pals only|Our world⟧\",AdminPassword=\"{pw}\",ServerPassword=\"{pw2}\",PublicPort=8211)",
        "⟦hey, the|the|yo the⟧ ⟦terraria|valheim|minecraft|7 days⟧ server is back up at {ip}, ⟦password|pw|pass⟧ ⟦is|:|=⟧ {pw} ⟦- don't post it in the public channel|, see you tonight|⟧",
        "TeamSpeak 3 first start:\n------------------------------------------------------------------\n                      I M P O R T A N T\n------------------------------------------------------------------\n               Server Query Admin Account created\n         loginname= \"serveradmin\", password= \"{tvpw}\"\n------------------------------------------------------------------\n      ServerAdmin privilege key created, please use it to gain\n      serveradmin rights for your virtualserver. please\n      also check the doc/privilegekey_guide.txt for details.\n\n       token={alnum40}",
        "mcrcon -H {ip} -P 25575 -p '{pw}' \"⟦whitelist add|op|say hi⟧ {user}\"",
        "docker run -d --name ⟦mc|minecraft|palworld⟧ -e EULA=TRUE -e RCON_PASSWORD={pw} -p 25565:25565 itzg/minecraft-server",
    ],
    # FTP, SFTP, SMB: client configs and mount lines
    "file_transfer_config": [
        "⟦FileZilla|filezilla⟧ sitemanager.xml:\n<Server>\n  <Host>{host}</Host>\n  <Port>21</Port>\n  <Protocol>0</Protocol>\n  <User>{user}</User>\n  <Pass encoding=\"base64\">{b64pw}</Pass>\n  <Logontype>1</Logontype>\n</Server>",
        "lftp -u {user},'{pw}' ⟦sftp|ftp⟧://{host} -e \"mirror -R ./dist /public_html; quit\"",
        "curl -T backup.tar.gz ftp://{user}:{pw}@{host}/⟦uploads|incoming|backups⟧/",
        "⟦/etc/fstab|fstab line⟧\n//{ip}/⟦share|scans|media⟧  /mnt/⟦nas|scans|media⟧  cifs  username={user},password={pw},uid=1000,iocharset=utf8  0  0",
        "sudo mount -t cifs //{ip}/⟦public|office|photos⟧ /mnt/share -o user={user},pass={pw},vers=3.0",
        "smbclient //{ip}/⟦scans|docs⟧ -U '{user}%{pw}' -c 'ls'",
        "WinSCP.ini\n[Sessions\\{user}@{host}]\nHostName={host}\nUserName={user}\nPassword={pw}\n⟦FSProtocol=2|PortNumber=22⟧",
        "echo '{pw}' | sshfs {user}@{host}:/⟦var/www|srv/data⟧ ~/remote -o password_stdin",
        "⟦the|our⟧ ⟦supplier|printer shop|agency⟧ ⟦sftp|ftp⟧ ⟦details|login⟧⟦ are|:⟧\nhost {host}\nuser {user}\n⟦pass|password|pw⟧ {pw}",
        "# ~/.netrc\nmachine {host}\n  login {user}\n  password {pw}",
    ],
    # first start of self-hosted software that prints a generated admin credential
    "first_run_admin_output": [
        "⟦$ docker logs jenkins|jenkins first start:⟧\n*************************************************************\nJenkins initial setup is required. An admin user has been created and a password generated.\nPlease use the following password to proceed to installation:\n\n{hex32}\n\nThis may also be found at: /var/jenkins_home/secrets/initialAdminPassword\n*************************************************************",
        "━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n✅ Elasticsearch security features have been automatically configured!\n✅ Authentication is enabled and cluster connections are encrypted.\n\nℹ️  Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  {espw}\n━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━",
        "$ argocd admin initial-password -n argocd\n{espw}\n\n This password must be only used for first time login. We strongly recommend you update the password using `argocd account update-password`.",
        "$ sudo cat /etc/gitlab/initial_root_password\n# WARNING: This value is valid only in the following conditions\n#          1. If provided manually (either via `GITLAB_ROOT_PASSWORD` environment variable or via `gitlab_rails['initial_root_password']` setting in `gitlab.rb`, it was provided before database was seeded for the first time (usually, the first reconfigure run).\n#          2. Password hasn't been changed manually, either via UI or via command line.\n\nPassword: {b64key}",
        "{date}T10:{small}:07.112345Z 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: {mysqltmp}",
        "$ sudo pihole ⟦setpassword|-a -p⟧ '{pw}'\n  [✓] New password set",
        "⟦nextcloud-aio|Nextcloud AIO⟧ says:\nThat's your generated passphrase: {passphrase}\nPlease note it down, you will need it to log in to the AIO interface.",
        "⟦portainer|grafana|uptime kuma⟧ is up on {ip}, ⟦I set the admin password to|admin pass is|login admin /⟧ {pw}⟦, change it if you want| - write it down|⟧",
        "$ docker exec -it ⟦vaultwarden|wg-easy⟧ ⟦/vaultwarden hash|wgpw⟧\nGenerate an Argon2id PHC string using the 'bitwarden' preset:\n\nPassword: {pw}\n⟦(copied from my terminal)|⟧",
        "Kibana is configured, now enrol it:\n bin/elasticsearch-create-enrollment-token -s kibana\n{enroll}",
    ],
    # message brokers, caches and search servers
    "middleware_config": [
        "⟦redis.conf|/etc/redis/redis.conf⟧\nbind 127.0.0.1 {ip}\n⟦port 6379\n|⟧requirepass {pw}\n⟦masterauth {pw}|maxmemory 2gb⟧",
        "rabbitmqctl add_user {dbuser} '{pw}'\nrabbitmqctl set_permissions -p / {dbuser} \".*\" \".*\" \".*\"",
        "⟦client.properties|kafka client config|consumer.properties⟧\nsecurity.protocol=SASL_SSL\nsasl.mechanism=⟦PLAIN|SCRAM-SHA-512⟧\nsasl.jaas.config=org.apache.kafka.common.security.⟦plain.PlainLoginModule|scram.ScramLoginModule⟧ required username=\"{dbuser}\" password=\"{pw}\";",
        "redis-cli -h {host} -p 6379 -a '{pw}' ⟦--scan --pattern 'session:*'|INFO memory|FLUSHDB⟧",
        "db.createUser({{\n  user: \"{dbuser}\",\n  pwd: \"{pw}\",\n  roles: [ {{ role: \"readWrite\", db: \"⟦orders|events|app⟧\" }} ]\n}})",
        "⟦nats-server.conf|nats.conf⟧\nauthorization {{\n  user: {dbuser}\n  password: \"{pw}\"\n}}",
        "curl -u elastic:{pw} -X GET \"https://{host}:9200/_cluster/health?pretty\" -k",
        "⟦pgbouncer userlist.txt|userlist.txt⟧\n\"{dbuser}\" \"{pw}\"\n\"{user}\" \"{pw2}\"",
        "⟦spring:\n  rabbitmq:|rabbitmq:⟧\n    host: {host}\n    username: {dbuser}\n    password: {pw}",
        "CELERY_BROKER_URL=redis://:{pw}@{host}:6379/0",
    ],
    # SIP and VoIP accounts: provider mails, PBX files, softphone settings
    "sip_voip_account": [
        "⟦pjsip.conf|/etc/asterisk/pjsip.conf⟧\n[{ext}]\ntype=auth\nauth_type=userpass\nusername={ext}\npassword={pw}",
        "⟦sip.conf|/etc/asterisk/sip.conf⟧\n[{ext}]\ntype=friend\nhost=dynamic\nsecret={pw}\ncontext=internal",
        "⟦Your SIP account is ready|Welcome to your new phone line|Your VoIP credentials⟧\n\nSIP server: sip.⟦example.net|example.com⟧\nSIP username: {sipuser}\nSIP password: {pw}\n⟦Outbound proxy: none|Registrar: same as server⟧",
        "⟦setting up the fritzbox phone|Fritz!Box telephony|IP phone on the fritzbox⟧: registrar sip.example.net, user {sipuser}, ⟦password|pw|pass⟧ {pw}⟦ - it keeps saying registration failed| but it won't register|⟧",
        "⟦Grandstream|Yealink|Snom⟧ account 1\nAccount Active: Yes\nSIP Server: {ip}\nSIP User ID: {ext}\nAuthenticate ID: {ext}\nAuthenticate Password: {pw}",
        "⟦linphone|zoiper|microsip⟧ won't connect, here are the settings:\ndomain: sip.example.com\nusername: {sipuser}\npassword: {pw}\ntransport: ⟦UDP|TLS|TCP⟧",
        "voicemail.conf\n[default]\n{ext} => {code},{name},{email}",
        "⟦Twilio|SIP trunk⟧ credential list:\nusername: trunk-{lower5}\npassword: {pw}",
    ],
    # point-of-sale and shop-floor codes that unlock refunds, drawers and settings
    "pos_manager_code": [
        "⟦till|POS|register⟧ ⟦notes|cheat sheet|for the weekend staff⟧:\n- refunds need the manager code {code}\n- ⟦no-sale|drawer open⟧ ⟦is|uses⟧ {code2}",
        "⟦hey|hi all|morning team⟧, ⟦manager override|the override code|the supervisor code⟧ on the ⟦till|tills|register⟧ ⟦is now|has changed to|=⟧ {code}⟦, don't share it with the temps| from today| (old one stopped working)|⟧",
        "Square/Lightspeed ⟦setup|staff⟧:\nowner passcode: {code}\n⟦{name}: {code2}|shift lead passcode: {code2}⟧",
        "⟦card terminal|payment terminal⟧ ⟦admin|technician|merchant⟧ ⟦password|code|PIN⟧ ⟦for|on⟧ the ⟦Verifone|Ingenico|PAX⟧ ⟦is|:⟧ {code}",
        "closing checklist\n1. count float\n2. Z report (manager ⟦PIN|code⟧ {code})\n3. lock drawer",
        "{name} - ⟦clerk|cashier⟧ login #{small}, ⟦PIN|passcode⟧ {code}",
        "⟦Back office login|Back office⟧ for the ⟦shop|café|bakery⟧ ⟦POS|system⟧: {email} / {pw}",
        "⟦safe|office safe|cash safe⟧ at ⟦the shop|the café|store {small}⟧: ⟦code|combination⟧ {code}⟦, ask {name} if it jams|, changes monthly|⟧",
        "⟦refund override|void override|price override⟧ ⟦—|-|:⟧ {code} ⟦(manager only)|until {date}|⟧",
        "⟦alarm|shop alarm⟧ ⟦setting code|disarm code|code⟧ {code}, ⟦keyholder|backup⟧ {name} {code2}",
    ],
}

BENIGN: dict[str, list[str]] = {
    "source_code_literal_benign": [
        "⟦import os, requests\n\n|⟧resp = requests.⟦get|post⟧(\"https://{site}/api/v2/⟦orders|reports|users⟧\", auth=(os.environ[\"API_USER\"], os.environ[\"API_PASSWORD\"]))\nprint(resp.status_code)",
        "⟦// config.js|// db.js|// server/index.js⟧\nconst pool = new Pool({{\n  host: process.env.PGHOST,\n  user: '{dbuser}',\n  password: process.env.PGPASSWORD,\n  database: '⟦shop|crm|app⟧'\n}});",
        "<?php\ndefine( 'DB_NAME', 'wp_⟦blog|shop|site⟧' );\ndefine( 'DB_USER', '{dbuser}' );\ndefine( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );\ndefine( 'DB_HOST', 'localhost' );",
        "⟦# settings.py|# Django settings|settings.py (prod)⟧\nSECRET_KEY = os.environ[\"DJANGO_SECRET_KEY\"]\nDEBUG = False\nALLOWED_HOSTS = ['{site}']",
        "⟦spring.datasource.url=jdbc:postgresql://{host}:5432/app\n|⟧spring.datasource.username={dbuser}\nspring.datasource.password=${{DB_PASSWORD}}⟦\nspring.jpa.hibernate.ddl-auto=validate|⟧",
        "\"ConnectionStrings\": {{\n  \"Default\": \"Server={host};Database=⟦Billing|Orders|Hr⟧;Integrated Security=True;TrustServerCertificate=True\"\n}}",
        "⟦why is this 403?|getting 403 from this|this returns forbidden⟧\n\nheaders = {{\"X-Request-Id\": \"{uuid}\", \"Accept\": \"application/json\"}}\nr = httpx.get(\"https://{site}/v1/⟦items|search|status⟧\", headers=headers)",
        "⟦Rails|in the rails console I did|ran this in rails c⟧:\nUser.find_by(email: \"{email}\").send_reset_password_instructions",
    ],
    "game_server_config_benign": [
        "server.properties\n⟦motd=A Minecraft Server\n|⟧enable-rcon=false\nrcon.port=25575\nrcon.password=\n⟦online-mode=true|white-list=true⟧",
        "⟦Valheim start script|start_server.sh for valheim|my valheim launcher⟧:\n./valheim_server.x86_64 -name \"⟦Viking Bros|Nordheim|Odin's Hall⟧\" -port 2456 -world \"Dedicated\" -password \"$VALHEIM_PASSWORD\" -public 0",
        "⟦factorio|Factorio⟧ server-settings.json:\n{{\n  \"name\": \"⟦Friday factory|Belt world⟧\",\n  \"visibility\": {{ \"public\": false, \"lan\": true }},\n  \"game_password\": \"\",\n  \"require_user_verification\": true\n}}",
        "⟦hey, the|the|yo the⟧ ⟦terraria|valheim|minecraft|7 days⟧ server is back up at {ip}, ⟦password|pw|pass⟧ ⟦is|:|=⟧ the same as last ⟦week|time|season⟧ ⟦- ask me in DM|, see you tonight|⟧",
        "⟦cs2 server.cfg|server.cfg (CS2)|csgo/cfg/server.cfg⟧\nhostname \"⟦Office 5v5|Friday scrims⟧\"\nsv_password \"\"\nsv_lan 0\nmp_maxrounds 24",
        "[{date} 20:{small}:11] [Server thread/INFO]: RCON running on 0.0.0.0:25575\n[{date} 20:{small}:12] [Server thread/INFO]: {user} joined the game",
        "Steam server browser: {ip}:27015, version {ver}, ⟦{small}|{count}⟧ players, VAC secured",
        "⟦docker run -d --name mc|docker run -d --name minecraft⟧ -e EULA=TRUE -e RCON_PASSWORD_FILE=/run/secrets/rcon -p 25565:25565 itzg/minecraft-server",
    ],
    "file_transfer_config_benign": [
        "⟦FileZilla|filezilla⟧ sitemanager.xml:\n<Server>\n  <Host>{host}</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>{user}</User>\n  <Keyfile>/home/{user}/.ssh/id_ed25519</Keyfile>\n  <Logontype>5</Logontype>\n</Server>",
        "lftp -u {user} ⟦sftp|ftp⟧://{host} -e \"mirror -R ./dist /public_html; quit\"   # prompts for the password",
        "⟦/etc/fstab|fstab line⟧\n//{ip}/⟦share|scans|media⟧  /mnt/⟦nas|scans|media⟧  cifs  credentials=/root/.smbcredentials,uid=1000,iocharset=utf8  0  0",
        "smbclient //{ip}/⟦scans|docs⟧ -U '{user}' -c 'ls'",
        "WinSCP.ini\n[Sessions\\{user}@{host}]\nHostName={host}\nUserName={user}\nPublicKeyFile=C:\\Users\\{user}\\.ssh\\id_ed25519.ppk\n⟦FSProtocol=2|PortNumber=22⟧",
        "⟦the|our⟧ ⟦supplier|printer shop|agency⟧ ⟦sftp|ftp⟧ ⟦details|login⟧⟦ are|:⟧\nhost {host}\nuser {user}\n⟦pass|password|pw⟧ in the ⟦vault|shared 1Password|email from {name}⟧",
        "$ sftp {user}@{host}\nConnected to {host}.\nsftp> ls\n⟦invoices|uploads⟧  ⟦readme.txt|{hex8}.csv⟧",
        "Host key fingerprint is ssh-ed25519 255 SHA256:{b64fp}",
    ],
    "first_run_admin_output_benign": [
        "⟦$ docker logs jenkins|jenkins first start:⟧\n*************************************************************\nJenkins initial setup is required. An admin user has been created and a password generated.\nPlease use the following password to proceed to installation:\n\n(see /var/jenkins_home/secrets/initialAdminPassword)\n*************************************************************",
        "$ argocd admin initial-password -n argocd\nFATA[0000] secrets \"argocd-initial-admin-secret\" not found",
        "$ sudo cat /etc/gitlab/initial_root_password\ncat: /etc/gitlab/initial_root_password: No such file or directory\n⟦# it gets deleted after 24h|# too late I guess|⟧",
        "{date}T10:{small}:07.112345Z 0 [System] [MY-010116] [Server] /usr/sbin/mysqld (mysqld {ver}) starting as process {ticket}",
        "$ sudo pihole ⟦setpassword|-a -p⟧\nEnter New Password (Blank for no password):\n  [✓] New password set",
        "⟦portainer|grafana|uptime kuma⟧ is up on {ip}, ⟦I set the admin password|the admin login is ready⟧ ⟦- it's in the password manager|, ask me for it|⟧",
        "Kibana is configured, now enrol it:\n bin/elasticsearch-create-enrollment-token -s kibana\nERROR: Failed to determine the health of the cluster.",
        "━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n✅ Elasticsearch security features have been automatically configured!\n✅ Authentication is enabled and cluster connections are encrypted.\n\nℹ️  HTTP CA certificate SHA-256 fingerprint:\n  {sha256}\n━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━",
    ],
    "middleware_config_benign": [
        "⟦redis.conf|/etc/redis/redis.conf⟧\nbind 127.0.0.1 {ip}\n⟦port 6379\n|⟧# requirepass foobared\n⟦maxmemory 2gb|appendonly yes⟧",
        "rabbitmqctl list_users\nListing users ...\nuser\ttags\n{dbuser}\t[]\nguest\t[administrator]",
        "⟦client.properties|kafka client config|consumer.properties⟧\nsecurity.protocol=SASL_SSL\nsasl.mechanism=⟦PLAIN|SCRAM-SHA-512⟧\nsasl.jaas.config=org.apache.kafka.common.security.⟦plain.PlainLoginModule|scram.ScramLoginModule⟧ required username=\"{dbuser}\" password=\"${{KAFKA_PASSWORD}}\";",
        "redis-cli -h {host} -p 6379 --askpass ⟦INFO memory|--scan --pattern 'session:*'⟧",
        "db.createUser({{\n  user: \"{dbuser}\",\n  pwd: passwordPrompt(),\n  roles: [ {{ role: \"readWrite\", db: \"⟦orders|events|app⟧\" }} ]\n}})",
        "⟦pgbouncer userlist.txt|userlist.txt⟧\n\"{dbuser}\" \"SCRAM-SHA-256$4096:{salt}${b64fp}:{b64fp2}\"",
        "CELERY_BROKER_URL=redis://{host}:6379/0   # no auth on the private network",
        "curl -X GET \"https://{host}:9200/_cluster/health?pretty\" --cacert http_ca.crt -H \"Authorization: ApiKey $ES_API_KEY\"",
    ],
    "sip_voip_account_benign": [
        "⟦pjsip.conf|/etc/asterisk/pjsip.conf⟧\n[{ext}]\ntype=endpoint\ncontext=internal\ndisallow=all\nallow=ulaw\naors={ext}",
        "⟦Your SIP account is ready|Welcome to your new phone line|Your VoIP credentials⟧\n\nSIP server: sip.⟦example.net|example.com⟧\nSIP username: {sipuser}\nSIP password: ⟦shown once in the customer portal|sent in a separate letter|set it under Telephony > Accounts⟧",
        "⟦Grandstream|Yealink|Snom⟧ account 1\nAccount Active: Yes\nSIP Server: {ip}\nSIP User ID: {ext}\nAuthenticate ID: {ext}\nAuthenticate Password: ********",
        "⟦linphone|zoiper|microsip⟧ won't connect:\nREGISTER sip:sip.example.com SIP/2.0\nSIP/2.0 401 Unauthorized\nWWW-Authenticate: Digest realm=\"example.com\", nonce=\"{nonce}\"",
        "extensions: {ext} reception, {small}{count} kitchen, ⟦9 for an outside line|0 for the operator⟧",
        "caller ID shows {vmnum}, ⟦that's our main number|it's the office line⟧",
    ],
    "pos_manager_code_benign": [
        "⟦till|POS|register⟧ ⟦notes|cheat sheet|for the weekend staff⟧:\n- refunds need the manager ⟦to swipe their card|on shift⟧\n- ⟦no-sale|drawer open⟧ ⟦is|uses⟧ the grey key",
        "⟦hey|hi all|morning team⟧, ⟦manager override|the override code|the supervisor code⟧ on the ⟦till|tills|register⟧ ⟦has changed|is new⟧, ⟦ask {name} in person|I'll tell you at handover|not writing it here⟧",
        "⟦card terminal|payment terminal⟧ ⟦Verifone|Ingenico|PAX⟧ terminal ID {upper8}, merchant ID {ticket}{small}",
        "closing checklist\n1. count float\n2. Z report #{ticket}\n3. lock drawer",
        "{name} - ⟦clerk|cashier⟧ #{small}, shifts Tue/Thu",
        "receipt {ticket}, auth code {authcode}, ⟦total|paid⟧ €{small}.{count}0",
        "⟦safe|office safe|cash safe⟧ at ⟦the shop|the café|store {small}⟧: ⟦{name} has the combination|ask the manager on duty⟧",
        "⟦refund|void|price override⟧ ⟦needs|requires⟧ a manager ⟦code|PIN⟧ ⟦- see the binder|, not the shift lead's|⟧",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in SECRET} | {
    "voicemail_pin_ml": "voicemail_pin_ml_benign",
    "pdf_password_ml": "pdf_password_ml_benign",
}
