"""Hand-written templates for the blind22 guard corpus: diffs, git remotes, Terraform state, kubeconfigs, LDAP, SMTP.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin of the same shape (BENIGN_TWIN)
that keeps the layout and swaps the credential for a near miss (a public key, an environment reference, a prompt,
a masked value, a checksum). make_blind22.py fills the fields ({{ and }} are literal braces). Secret fields
(SECRET_FIELDS in make_blind22.py) hold a credential; benign templates use only benign fields.
"""

SECRET: dict[str, list[str]] = {
    # a credential added (or removed: it stays in history) by a diff hunk, a patch mail or an svn diff
    "diff_hunk": [
        "diff --git a/.env b/.env\nindex {hex7}..{hex7b} 100644\n--- a/.env\n+++ b/.env\n@@ -3,4 +3,5 @@ APP_ENV=production\n APP_DEBUG=false\n DB_HOST={host}\n-DB_PASSWORD=\n+DB_PASSWORD={pw}\n REDIS_PORT=6379",
        "can you review this before I push?\n\n--- a/config/settings.py\n+++ b/config/settings.py\n@@ -41,7 +41,7 @@\n EMAIL_HOST = \"smtp.example.com\"\n-EMAIL_HOST_PASSWORD = os.environ[\"EMAIL_HOST_PASSWORD\"]\n+EMAIL_HOST_PASSWORD = \"{pw}\"  # TODO revert\n EMAIL_PORT = 587",
        "From {sha40} Mon Sep 17 00:00:00 2001\nFrom: {name} <{email}>\nSubject: [PATCH] ci: deploy with a personal token for now\n\n---\n .github/workflows/deploy.yml | 2 +-\n\n@@ -12,7 +12,7 @@ jobs:\n     env:\n-      GH_TOKEN: ${{{{ secrets.DEPLOY_TOKEN }}}}\n+      GH_TOKEN: {ghp}\n     steps:",
        "git show HEAD~1 -- docker-compose.yml\n@@ -18,6 +18,8 @@ services:\n   db:\n     image: postgres:16\n+    environment:\n+      POSTGRES_PASSWORD: {pw}\n     volumes:\n       - pgdata:/var/lib/postgresql/data",
        "this commit removed the key, but is it still in the history?\n\n-    api_key = \"{sg}\"\n+    api_key = os.getenv(\"SENDGRID_API_KEY\")",
        "Index: conf/app.properties\n===================================================================\n--- conf/app.properties\t(revision {small}01)\n+++ conf/app.properties\t(working copy)\n@@ -1,3 +1,3 @@\n jdbc.url=jdbc:postgresql://{host}:5432/app\n jdbc.user={dbuser}\n-jdbc.password=changeme\n+jdbc.password={pw}",
        "```diff\n   \"mcpServers\": {{\n     \"github\": {{\n       \"command\": \"github-mcp-server\",\n-      \"env\": {{}}\n+      \"env\": {{ \"GITHUB_PERSONAL_ACCESS_TOKEN\": \"{ghp}\" }}\n     }}\n```",
        "stash@{{0}}: WIP on main: {hex7} add billing\n\n@@ -7 +7 @@\n-STRIPE_SECRET_KEY=sk_test_placeholder\n+STRIPE_SECRET_KEY={stripe}",
    ],
    # git remotes, clone URLs and credential stores with a token in the URL
    "git_remote_token": [
        "$ git remote -v\norigin\thttps://{user}:{ghp}@github.com/{repo}.git (fetch)\norigin\thttps://{user}:{ghp}@github.com/{repo}.git (push)",
        "[remote \"origin\"]\n\turl = https://oauth2:{glpat}@gitlab.example.com/{repo}.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n[branch \"main\"]\n\tremote = origin",
        "fatal: unable to access 'https://{user}:{adopat}@dev.azure.com/{org}/{proj}/_git/{reponame}/': The requested URL returned error: 403",
        "why does this push hang?\ngit push https://{user}:{atbb}@bitbucket.org/{repo}.git HEAD:main",
        "[submodule \"vendor/sdk\"]\n\tpath = vendor/sdk\n\turl = https://{user}:{glpat}@gitlab.example.com/platform/sdk.git",
        "- name: push tags\n  run: |\n    git remote set-url origin https://{user}:{ghp}@github.com/{repo}.git\n    git push --tags",
        "$ cat ~/.git-credentials\nhttps://{user}:{ghp}@github.com\nhttps://oauth2:{glpat}@gitlab.example.com",
        "requirements.txt\nrequests==2.32.3\ngit+https://{ghp}@github.com/{repo}.git@v{ver}#egg=internal-utils",
    ],
    # Terraform state and outputs: the provider writes secrets into the state in clear
    "tfstate": [
        "\"resources\": [\n  {{\n    \"mode\": \"managed\",\n    \"type\": \"aws_db_instance\",\n    \"name\": \"main\",\n    \"instances\": [\n      {{\n        \"attributes\": {{\n          \"engine\": \"postgres\",\n          \"username\": \"{dbuser}\",\n          \"password\": \"{pw}\",\n          \"endpoint\": \"{host}:5432\"\n        }}\n      }}\n    ]\n  }}\n]",
        "{{\n  \"type\": \"random_password\",\n  \"name\": \"db\",\n  \"instances\": [{{\n    \"schema_version\": 3,\n    \"attributes\": {{ \"id\": \"none\", \"length\": 24, \"special\": true, \"result\": \"{randpw}\" }},\n    \"sensitive_attributes\": []\n  }}]\n}}",
        "\"type\": \"azurerm_storage_account\",\n\"name\": \"logs\",\n\"attributes\": {{\n  \"name\": \"{acct}\",\n  \"primary_access_key\": \"{azkey}\",\n  \"primary_blob_endpoint\": \"https://{acct}.blob.core.windows.net/\"\n}}",
        "$ terraform output -json\n{{\n  \"db_password\": {{\n    \"sensitive\": true,\n    \"type\": \"string\",\n    \"value\": \"{pw}\"\n  }}\n}}",
        "\"type\": \"tls_private_key\",\n\"attributes\": {{\n  \"algorithm\": \"RSA\",\n  \"rsa_bits\": 2048,\n  \"private_key_pem\": \"{pemesc}\"\n}}",
        "$ terraform state show module.db.random_password.admin\n# module.db.random_password.admin:\nresource \"random_password\" \"admin\" {{\n    id      = \"none\"\n    length  = 20\n    result  = \"{randpw}\"\n    special = true\n}}",
        "why is my state 2 MB? part of it:\n\"type\": \"aws_iam_access_key\",\n\"attributes\": {{\n  \"user\": \"ci-deployer\",\n  \"status\": \"Active\",\n  \"secret\": \"{awssecret}\"\n}}",
    ],
    # kubeconfig files and kubectl/kubeadm commands holding client keys, tokens and passwords
    "kubeconfig": [
        "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: {cadata}\n    server: https://{ip}:6443\n  name: kubernetes\nusers:\n- name: kubernetes-admin\n  user:\n    client-key-data: {kubekey}\ncurrent-context: kubernetes-admin@kubernetes",
        "users:\n- name: ci-bot\n  user:\n    token: {jwt}",
        "users:\n- name: admin\n  user:\n    username: admin\n    password: {pw}",
        "kubectl config set-credentials deployer --token={jwt}\nkubectl config set-context prod --user=deployer",
        "users:\n- name: oidc\n  user:\n    auth-provider:\n      name: oidc\n      config:\n        client-id: kubernetes\n        client-secret: {alnum32}\n        idp-issuer-url: https://sso.example.com/realms/k8s\n        refresh-token: {tok40}",
        "kubeadm join {ip}:6443 --token {boot} \\\n    --discovery-token-ca-cert-hash sha256:{sha256}",
        "why does kubectl say Unauthorized?\n\ncontexts:\n- context:\n    cluster: prod\n    user: {user}\nusers:\n- name: {user}\n  user:\n    token: {jwt}",
    ],
    # LDAP bind passwords on the command line and in service configs
    "ldap_bind": [
        "ldapsearch -x -H ldap://{host} -D \"cn=admin,dc=example,dc=com\" -w '{pw}' -b \"ou=people,dc=example,dc=com\" \"(uid={user})\"",
        "/etc/sssd/sssd.conf\n[domain/example.com]\nid_provider = ldap\nldap_uri = ldaps://{host}\nldap_default_bind_dn = cn=sssd,ou=services,dc=example,dc=com\nldap_default_authtok_type = password\nldap_default_authtok = {pw}",
        "gitlab_rails['ldap_servers'] = {{\n  'main' => {{\n    'host' => '{host}',\n    'port' => 636,\n    'bind_dn' => 'CN=gitlab,OU=Service,DC=corp,DC=example,DC=com',\n    'password' => '{pw}',\n    'encryption' => 'simple_tls'\n  }}\n}}",
        "spring.ldap.urls=ldap://{host}:389\nspring.ldap.base=dc=example,dc=com\nspring.ldap.username=cn=app,dc=example,dc=com\nspring.ldap.password={pw}",
        "/etc/nslcd.conf\nuri ldap://{host}/\nbase dc=example,dc=com\nbinddn cn=nslcd,dc=example,dc=com\nbindpw {pw}",
        "$ldap = ldap_connect(\"ldaps://{host}\");\nldap_bind($ldap, \"uid=svc-web,ou=apps,dc=example,dc=com\", \"{pw}\");",
        "[[servers]]\nhost = \"{host}\"\nport = 389\nbind_dn = \"cn=grafana,dc=example,dc=com\"\nbind_password = \"{pw}\"",
        "conn = Connection(Server('{host}'), user='CN=svc-report,OU=Service,DC=corp,DC=example,DC=com', password='{pw}', auto_bind=True)",
    ],
    # outgoing-mail settings in application configs
    "smtp_config": [
        "EMAIL_BACKEND = \"django.core.mail.backends.smtp.EmailBackend\"\nEMAIL_HOST = \"smtp.example.com\"\nEMAIL_PORT = 587\nEMAIL_HOST_USER = \"{email}\"\nEMAIL_HOST_PASSWORD = \"{pw}\"\nEMAIL_USE_TLS = True",
        "MAIL_MAILER=smtp\nMAIL_HOST=smtp.example.com\nMAIL_PORT=587\nMAIL_USERNAME={email}\nMAIL_PASSWORD={pw}\nMAIL_ENCRYPTION=tls",
        "~/.msmtprc\naccount default\nhost smtp.example.com\nport 587\nauth on\nuser {email}\npassword {pw}\ntls on",
        "/etc/postfix/sasl_passwd\n[smtp.example.com]:587 {email}:{pw}\n\n$ sudo postmap /etc/postfix/sasl_passwd",
        "const transporter = nodemailer.createTransport({{\n  host: \"smtp.example.com\",\n  port: 465,\n  secure: true,\n  auth: {{ user: \"{email}\", pass: \"{pw}\" }},\n}});",
        "[smtp]\nenabled = true\nhost = smtp.sendgrid.net:587\nuser = apikey\npassword = {sg}\nfrom_address = alerts@example.com",
        "set smtp_url = \"smtp://{user}@smtp.example.com:587/\"\nset smtp_pass = \"{pw}\"",
        "[mailer]\nENABLED = true\nPROTOCOL = smtps\nSMTP_ADDR = smtp.example.com\nSMTP_PORT = 465\nUSER = {email}\nPASSWD = `{pw}`",
        "spring.mail.host=smtp.gmail.com\nspring.mail.port=587\nspring.mail.username={email}\nspring.mail.password={app16}",
    ],
    # VPN configurations: WireGuard private and preshared keys, OpenVPN auth files and static keys, IPsec PSKs
    "vpn_config": [
        "[Interface]\nPrivateKey = {wgpriv}\nAddress = 10.8.0.{small}/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {wgpub}\nEndpoint = vpn.example.com:51820\nAllowedIPs = 0.0.0.0/0",
        "[Peer]\nPublicKey = {wgpub}\nPresharedKey = {wgpsk}\nAllowedIPs = 10.8.0.{small}/32",
        "$ cat /etc/openvpn/client/auth.txt\n{user}\n{pw}\n\nthe .ovpn says auth-user-pass auth.txt but it still asks for the password, why?",
        "<tls-crypt>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n{ovpnkey}\n-----END OpenVPN Static key V1-----\n</tls-crypt>",
        "/etc/ipsec.secrets\n: PSK \"{pw}\"",
        "nmcli connection modify office-vpn +vpn.secrets 'password={pw}'",
        "I ran wg genkey and got {wgpriv} - does that go in the [Interface] section?",
        "/interface wireguard add listen-port=13231 name=wg0 private-key=\"{wgpriv}\"",
    ],
    # app passwords: sixteen letters that let a mail client or a script log in without the second factor
    "app_password": [
        "Google gave me this app password for Thunderbird: {app16} where do I paste it?",
        "Your app password for your device\n{app16}\nUse it instead of your normal password in the app you are setting up.",
        "Apple Account · App-Specific Passwords\nLabel: calendar-sync\nPassword: {app16}\nCreated {date}",
        "Outlook still rejects it. IMAP user {email}, password {app16} (the Microsoft app password, not my normal one)",
        "[storage cal_remote]\ntype = \"caldav\"\nurl = \"https://caldav.example.com/\"\nusername = \"{email}\"\npassword = \"{app16}\"",
        "{name}: for the NAS backup mails use {email} and the 16-letter one: {app16}",
        "notify:\n  - name: gmail\n    platform: smtp\n    server: smtp.gmail.com\n    port: 587\n    username: {email}\n    password: {app16}",
    ],
    # unattended-install and first-boot files: cloud-init, kickstart, preseed, autounattend, Packer
    "provisioning_file": [
        "#cloud-config\nchpasswd:\n  expire: false\n  users:\n    - name: ubuntu\n      password: {pw}\n      type: text\nssh_pwauth: true",
        "#cloud-config\nusers:\n  - name: {user}\n    plain_text_passwd: '{pw}'\n    lock_passwd: false\n    sudo: ALL=(ALL) NOPASSWD:ALL",
        "# ks.cfg\nlang en_US.UTF-8\nkeyboard us\nrootpw --plaintext {pw}\nuser --name={user} --password={pw2} --plaintext\nreboot",
        "d-i passwd/root-password password {pw}\nd-i passwd/root-password-again password {pw}\nd-i passwd/user-fullname string {name}",
        "<UserAccounts>\n  <AdministratorPassword>\n    <Value>{pw}</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>",
        "firstrun.sh (Raspberry Pi Imager)\necho \"{user}:{pw}\" | chpasswd\nsystemctl enable ssh",
        "source \"proxmox-iso\" \"debian\" {{\n  proxmox_url  = \"https://{ip}:8006/api2/json\"\n  username     = \"packer@pve!build\"\n  token        = \"{uuidsecret}\"\n  ssh_username = \"root\"\n  ssh_password = \"{pw}\"\n}}",
        "config.vm.provision \"shell\", inline: \"echo 'vagrant:{pw}' | chpasswd\"",
    ],
    # environments of running processes and containers, as printed by docker, ps, systemd, kubectl, heroku, pm2
    "process_env": [
        "$ docker inspect web --format '{{{{json .Config.Env}}}}'\n[\"PATH=/usr/local/sbin:/usr/local/bin\",\"DB_PASSWORD={pw}\",\"NODE_ENV=production\"]",
        "docker run -d --name pg -e POSTGRES_PASSWORD={pw} -p 5432:5432 postgres:16",
        "$ sudo cat /proc/{pid}/environ | tr '\\0' '\\n'\nHOME=/srv/app\nREDIS_URL=redis://:{pw}@{host}:6379\nPORT=8080",
        "[Service]\nUser=app\nEnvironment=\"API_SECRET={alnum40}\"\nExecStart=/usr/local/bin/app",
        "$ ps auxe | grep worker\napp  {pid}  0.3  1.1 python worker.py AWS_SECRET_ACCESS_KEY={awssecret} AWS_DEFAULT_REGION=eu-west-1",
        "kubectl describe pod api-{lower5}\n    Environment:\n      STRIPE_SECRET_KEY:  {stripe}\n      LOG_LEVEL:          info",
        "$ heroku config -a {reponame}\n=== {reponame} Config Vars\nDATABASE_URL:    postgres://{dbuser}:{pw}@{host}:5432/d{lower5}\nWEB_CONCURRENCY: 2",
        "$ pm2 env 0\nNODE_ENV: production\nJWT_SECRET: {alnum40}\nPORT: 3000",
    ],
    # database users created or changed with their password in SQL, mongosh, redis-cli and rabbitmqctl
    "db_user_ddl": [
        "CREATE USER '{dbuser}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT, INSERT, UPDATE ON shop.* TO '{dbuser}'@'%';",
        "postgres=# ALTER USER postgres WITH PASSWORD '{pw}';\nALTER ROLE",
        "CREATE LOGIN {dbuser} WITH PASSWORD = '{pw}', CHECK_POLICY = OFF;\nCREATE USER {dbuser} FOR LOGIN {dbuser};",
        "SQL> CREATE USER app_owner IDENTIFIED BY \"{pw}\" DEFAULT TABLESPACE users;\n\nUser created.",
        "db.createUser({{\n  user: \"{dbuser}\",\n  pwd: \"{pw}\",\n  roles: [{{ role: \"readWrite\", db: \"shop\" }}]\n}})",
        "127.0.0.1:6379> ACL SETUSER {dbuser} on >{pw} ~cache:* +get +set\nOK",
        "rabbitmqctl add_user {dbuser} '{pw}'\nrabbitmqctl set_permissions -p / {dbuser} \".*\" \".*\" \".*\"",
        "-- migrations/0042_reporting_user.sql\nCREATE ROLE reporting LOGIN PASSWORD '{pw}';\nGRANT pg_read_all_data TO reporting;",
    ],
    # OAuth client secrets: downloaded client files, app registrations, auth libraries' .env
    "oauth_client_secret": [
        "{{\"installed\":{{\"client_id\":\"{gcid}.apps.googleusercontent.com\",\"project_id\":\"{proj}\",\"auth_uri\":\"https://accounts.google.com/o/oauth2/auth\",\"token_uri\":\"https://oauth2.googleapis.com/token\",\"client_secret\":\"{gocspx}\",\"redirect_uris\":[\"http://localhost\"]}}}}",
        "AZURE_CLIENT_ID={uuid}\nAZURE_TENANT_ID={uuid2}\nAZURE_CLIENT_SECRET={azsecret}",
        "GITHUB_ID=Ov23li{cid14}\nGITHUB_SECRET={hex40}\nNEXTAUTH_URL=https://{site}",
        "AUTH0_DOMAIN=dev-{lower8}.eu.auth0.com\nAUTH0_CLIENT_ID={cid32}\nAUTH0_CLIENT_SECRET={auth0}",
        "curl -X POST https://sso.example.com/realms/main/protocol/openid-connect/token \\\n  -d grant_type=client_credentials -d client_id=backend -d client_secret={alnum32}",
        "spring.security.oauth2.client.registration.google.client-id={gcid}.apps.googleusercontent.com\nspring.security.oauth2.client.registration.google.client-secret={gocspx}",
        "Slack app · Basic Information\nClient ID: {slackid}\nClient Secret: {hex32}\nSigning Secret: {hex32b}",
    ],
}

BENIGN: dict[str, list[str]] = {
    "diff_hunk_benign": [
        "diff --git a/.env.example b/.env.example\nindex {hex7}..{hex7b} 100644\n--- a/.env.example\n+++ b/.env.example\n@@ -3,4 +3,5 @@ APP_ENV=production\n APP_DEBUG=false\n DB_HOST={host}\n-DB_PASSWORD=\n+DB_PASSWORD=${{DB_PASSWORD}}\n REDIS_PORT=6379",
        "can you review this before I push?\n\n--- a/config/settings.py\n+++ b/config/settings.py\n@@ -41,7 +41,7 @@\n EMAIL_HOST = \"smtp.example.com\"\n-EMAIL_HOST_PASSWORD = \"\"\n+EMAIL_HOST_PASSWORD = os.environ[\"EMAIL_HOST_PASSWORD\"]\n EMAIL_PORT = 587",
        "From {sha40} Mon Sep 17 00:00:00 2001\nFrom: {name} <{email}>\nSubject: [PATCH] release {ver2}\n\n---\n pyproject.toml | 2 +-\n\n@@ -3,7 +3,7 @@\n name = \"billing\"\n-version = \"{ver}\"\n+version = \"{ver2}\"",
        "git show HEAD~1 -- docker-compose.yml\n@@ -18,6 +18,8 @@ services:\n   db:\n     image: postgres:16\n+    environment:\n+      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n     volumes:\n       - pgdata:/var/lib/postgresql/data",
        "this commit moves the key to the secret manager, ok?\n\n-    api_key = settings.SENDGRID_API_KEY\n+    api_key = get_secret(\"sendgrid/api-key\")",
        "--- a/.gitignore\n+++ b/.gitignore\n@@ -4,3 +4,6 @@ node_modules/\n dist/\n+.env\n+*.pem\n+secrets/",
        "@@ -211,7 +211,7 @@\n     \"node_modules/lodash\": {{\n-      \"version\": \"{ver}\",\n-      \"integrity\": \"sha512-{sha512b64}\",\n+      \"version\": \"{ver2}\",",
    ],
    "git_remote_token_benign": [
        "$ git remote -v\norigin\tgit@github.com:{repo}.git (fetch)\norigin\tgit@github.com:{repo}.git (push)",
        "[remote \"origin\"]\n\turl = https://gitlab.example.com/{repo}.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n[credential]\n\thelper = osxkeychain",
        "fatal: unable to access 'https://dev.azure.com/{org}/{proj}/_git/{reponame}/': The requested URL returned error: 403",
        "- name: push tags\n  run: |\n    git remote set-url origin https://x-access-token:${{{{ secrets.GITHUB_TOKEN }}}}@github.com/{repo}.git\n    git push --tags",
        "requirements.txt\nrequests==2.32.3\ngit+https://github.com/{repo}.git@v{ver}#egg=internal-utils",
        "Run git clone https://***@github.com/{repo}.git\nCloning into '{reponame}'...",
        "[submodule \"vendor/sdk\"]\n\tpath = vendor/sdk\n\turl = ../sdk.git",
    ],
    "tfstate_benign": [
        "\"attributes\": {{\n  \"engine\": \"postgres\",\n  \"username\": \"{dbuser}\",\n  \"password\": null,\n  \"manage_master_user_password\": true,\n  \"endpoint\": \"{host}:5432\"\n}},\n\"sensitive_attributes\": [[{{ \"type\": \"get_attr\", \"value\": \"password\" }}]]",
        "$ terraform output\ndb_endpoint = \"{host}:5432\"\ndb_password = <sensitive>",
        "  # random_password.db will be created\n  + resource \"random_password\" \"db\" {{\n      + id     = (known after apply)\n      + length = 24\n      + result = (sensitive value)\n    }}",
        "{{\n  \"version\": 4,\n  \"terraform_version\": \"{ver}\",\n  \"serial\": {small},\n  \"lineage\": \"{uuid}\",\n  \"outputs\": {{}},\n  \"resources\": []\n}}",
        "\"type\": \"tls_private_key\",\n\"attributes\": {{\n  \"algorithm\": \"ED25519\",\n  \"public_key_fingerprint_sha256\": \"SHA256:{b64fp}\",\n  \"public_key_openssh\": \"{sshpub}\"\n}}",
        "why is my state 2 MB? part of it:\n\"type\": \"aws_s3_object\",\n\"attributes\": {{\n  \"key\": \"site/index.html\",\n  \"etag\": \"{etag}\",\n  \"version_id\": \"{uuid}\"\n}}",
    ],
    "kubeconfig_benign": [
        "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: {cadata}\n    server: https://{ip}:6443\n  name: kubernetes\nusers:\n- name: eks\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [\"eks\", \"get-token\", \"--cluster-name\", \"prod\"]",
        "$ kubectl config view\nusers:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: DATA+OMITTED\n    client-key-data: DATA+OMITTED",
        "kubeadm join {ip}:6443 --token <token> \\\n    --discovery-token-ca-cert-hash sha256:{sha256}",
        "users:\n- name: ci-bot\n  user:\n    tokenFile: /var/run/secrets/kubernetes.io/serviceaccount/token",
        "users:\n- name: gke\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: gke-gcloud-auth-plugin\n      provideClusterInfo: true",
        "why does kubectl say Unauthorized?\n\ncontexts:\n- context:\n    cluster: prod\n    user: {user}\n  name: prod\ncurrent-context: prod",
    ],
    "ldap_bind_benign": [
        "ldapsearch -x -H ldap://{host} -D \"cn=admin,dc=example,dc=com\" -W -b \"ou=people,dc=example,dc=com\" \"(uid={user})\"",
        "ldapsearch -x -H ldap://{host} -D \"cn=admin,dc=example,dc=com\" -y /etc/ldap.secret -b \"dc=example,dc=com\" \"(uid={user})\"",
        "/etc/sssd/sssd.conf\n[domain/example.com]\nid_provider = ldap\nldap_uri = ldaps://{host}\nldap_sasl_mech = GSSAPI\nldap_krb5_keytab = /etc/krb5.keytab",
        "spring.ldap.urls=ldap://{host}:389\nspring.ldap.base=dc=example,dc=com\nspring.ldap.username=cn=app,dc=example,dc=com\nspring.ldap.password=${{LDAP_PASSWORD}}",
        "/etc/nslcd.conf\nuri ldap://{host}/\nbase dc=example,dc=com\nbinddn cn=nslcd,dc=example,dc=com\n# bindpw lives in /etc/nslcd.secret (mode 600)",
        "[[servers]]\nhost = \"{host}\"\nport = 389\nbind_dn = \"cn=grafana,dc=example,dc=com\"\nbind_password = \"$__env{{LDAP_BIND_PASSWORD}}\"",
        "$ ldapwhoami -x -H ldap://{host} -D cn=admin,dc=example,dc=com -W\nEnter LDAP Password:\ndn:cn=admin,dc=example,dc=com",
    ],
    "smtp_config_benign": [
        "EMAIL_BACKEND = \"django.core.mail.backends.smtp.EmailBackend\"\nEMAIL_HOST = \"smtp.example.com\"\nEMAIL_PORT = 587\nEMAIL_HOST_USER = \"{email}\"\nEMAIL_HOST_PASSWORD = os.environ[\"EMAIL_HOST_PASSWORD\"]\nEMAIL_USE_TLS = True",
        "MAIL_MAILER=smtp\nMAIL_HOST=mailpit\nMAIL_PORT=1025\nMAIL_USERNAME=null\nMAIL_PASSWORD=null\nMAIL_ENCRYPTION=null",
        "~/.msmtprc\naccount default\nhost smtp.example.com\nport 587\nauth on\nuser {email}\npasswordeval \"pass show mail/smtp\"\ntls on",
        "/etc/postfix/main.cf\nrelayhost = [smtp.example.com]:587\nsmtp_sasl_auth_enable = yes\nsmtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\nsmtp_tls_security_level = encrypt",
        "const transporter = nodemailer.createTransport({{\n  host: \"smtp.example.com\",\n  port: 465,\n  secure: true,\n  auth: {{ user: process.env.SMTP_USER, pass: process.env.SMTP_PASS }},\n}});",
        "[smtp]\nenabled = true\nhost = smtp.sendgrid.net:587\nuser = apikey\npassword = $__file{{/run/secrets/smtp_password}}\nfrom_address = alerts@example.com",
        "spring.mail.host=smtp.gmail.com\nspring.mail.port=587\nspring.mail.username={email}\nspring.mail.password=${{MAIL_APP_PASSWORD}}",
    ],
    "vpn_config_benign": [
        "[Peer]\nPublicKey = {wgpub}\nEndpoint = vpn.example.com:51820\nAllowedIPs = 0.0.0.0/0\nPersistentKeepalive = 25",
        "[Interface]\nAddress = 10.8.0.{small}/24\nPostUp = wg set %i private-key /etc/wireguard/%i.key\nListenPort = 51820",
        "client.ovpn\nclient\ndev tun\nproto udp\nremote vpn.example.com 1194\nauth-user-pass\nremote-cert-tls server",
        "$ sudo wg show\ninterface: wg0\n  public key: {wgpub}\n  private key: (hidden)\n  listening port: 51820",
        "/etc/ipsec.secrets\n: RSA server.key",
        "I ran wg pubkey < private.key and got {wgpub} - is that what the server admin needs?",
    ],
    "app_password_benign": [
        "Google says app passwords are 16 characters, shown like xxxx xxxx xxxx xxxx. Where do I create one for Thunderbird?",
        "Apple Account · App-Specific Passwords\nLabel: calendar-sync\nCreated {date}\n[Revoke]",
        "Outlook still rejects it. IMAP user {email}; I revoked the old app password and will make a new one tonight",
        "{name}: our Signal safety number, to compare in person: {safety}",
        "[storage cal_remote]\ntype = \"caldav\"\nurl = \"https://caldav.example.com/\"\nusername = \"{email}\"\npassword.fetch = [\"command\", \"pass\", \"caldav\"]",
        "notify:\n  - name: gmail\n    platform: smtp\n    server: smtp.gmail.com\n    port: 587\n    username: {email}\n    password: !secret gmail_app_password",
    ],
    "provisioning_file_benign": [
        "#cloud-config\nusers:\n  - name: {user}\n    lock_passwd: true\n    ssh_authorized_keys:\n      - {sshpub}",
        "# ks.cfg\nlang en_US.UTF-8\nkeyboard us\nrootpw --lock\nuser --name={user} --groups=wheel\nsshkey --username={user} \"{sshpub}\"",
        "d-i passwd/root-login boolean false\nd-i passwd/make-user boolean true\nd-i passwd/user-fullname string {name}",
        "<!-- the admin password is set later by LAPS, nothing is stored here -->\n<UserAccounts>\n  <LocalAccounts />\n</UserAccounts>",
        "source \"proxmox-iso\" \"debian\" {{\n  proxmox_url  = \"https://{ip}:8006/api2/json\"\n  username     = \"packer@pve!build\"\n  token        = var.proxmox_token\n  ssh_username = \"root\"\n  ssh_password = var.ssh_password\n}}",
        "#cloud-config\nssh_pwauth: false\npackage_update: true\npackages:\n  - nginx",
    ],
    "process_env_benign": [
        "$ docker inspect web --format '{{{{json .Config.Env}}}}'\n[\"PATH=/usr/local/sbin:/usr/local/bin\",\"NODE_ENV=production\",\"PORT=8080\"]",
        "docker run -d --name pg --env-file ./pg.env -p 5432:5432 postgres:16",
        "[Service]\nUser=app\nEnvironmentFile=/etc/app/env\nLoadCredential=api_secret:/etc/app/api_secret\nExecStart=/usr/local/bin/app",
        "kubectl describe pod api-{lower5}\n    Environment:\n      STRIPE_SECRET_KEY:  <set to the key 'stripe' in secret 'api-secrets'>  Optional: false\n      LOG_LEVEL:          info",
        "$ heroku config -a {reponame}\n=== {reponame} Config Vars\nLOG_LEVEL:       info\nWEB_CONCURRENCY: 2",
        "$ pm2 env 0\nNODE_ENV: production\nPORT: 3000\nINSTANCE_ID: {count}",
    ],
    "db_user_ddl_benign": [
        "CREATE USER '{dbuser}'@'localhost' IDENTIFIED WITH auth_socket;\nGRANT SELECT ON shop.* TO '{dbuser}'@'localhost';",
        "postgres=# \\password postgres\nEnter new password for user \"postgres\":\nEnter it again:",
        "db.createUser({{\n  user: \"{dbuser}\",\n  pwd: passwordPrompt(),\n  roles: [{{ role: \"readWrite\", db: \"shop\" }}]\n}})",
        "127.0.0.1:6379> ACL SETUSER {dbuser} on nopass ~cache:* +get\nOK",
        "-- migrations/0042_reporting_user.sql\nCREATE ROLE reporting NOLOGIN;\nGRANT pg_read_all_data TO reporting;",
        "SQL> CREATE USER app_owner IDENTIFIED EXTERNALLY;\n\nUser created.",
        "$ rabbitmqctl list_users\nListing users ...\nuser\ttags\n{dbuser}\t[]\nguest\t[administrator]",
    ],
    "oauth_client_secret_benign": [
        "{{\"client_id\":\"{gcid}.apps.googleusercontent.com\",\"redirect_uris\":[\"com.example.app:/oauth2redirect\"],\"token_endpoint_auth_method\":\"none\"}}",
        "AZURE_CLIENT_ID={uuid}\nAZURE_TENANT_ID={uuid2}\nAZURE_FEDERATED_TOKEN_FILE=/var/run/secrets/azure/tokens/azure-identity-token",
        "GITHUB_ID=Ov23li{cid14}\nGITHUB_SECRET=   # ask {name}, it's in the team vault\nNEXTAUTH_URL=https://{site}",
        "AUTH0_DOMAIN=dev-{lower8}.eu.auth0.com\nAUTH0_CLIENT_ID={cid32}\n# single-page app: PKCE, no client secret",
        "curl -X POST https://sso.example.com/realms/main/protocol/openid-connect/token \\\n  -d grant_type=client_credentials -d client_id=backend -d client_secret=\"$CLIENT_SECRET\"",
        "spring.security.oauth2.client.registration.google.client-id={gcid}.apps.googleusercontent.com\nspring.security.oauth2.client.registration.google.client-secret=${{GOOGLE_CLIENT_SECRET}}",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in SECRET} | {
    "alarm_master_ml": "alarm_master_ml_benign",
    "app_password_ml": "app_password_ml_benign",
}
