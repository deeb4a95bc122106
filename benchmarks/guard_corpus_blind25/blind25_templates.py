"""Hand-written templates for the blind25 guard corpus: crontab jobs, package-index configs, server consoles.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin of the same shape (BENIGN_TWIN)
that keeps the layout and swaps the credential for a near miss (an environment or secret-store reference, a
prompt, a masked value, a hash, a public identifier). make_blind25.py fills the fields ({{ and }} are literal
braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives, so a template is many wordings, not one. Secret
fields (SECRET_FIELDS in make_blind25.py) hold a credential; benign templates use only benign fields.
"""

SECRET: dict[str, list[str]] = {
    # scheduled jobs that carry a password inline, pasted with "my backup cron stopped working"
    "crontab_job": [
        "⟦# crontab -l|crontab -e|$ crontab -l⟧\n{small} 2 * * * mysqldump -u {dbuser} -p'{pw}' ⟦--all-databases|shop|crm⟧ | gzip > /backup/db_$(date +\\%F).sql.gz",
        "⟦*/15|0 */6|30 1⟧ * * * curl -s -u {user}:{pw} https://{site}/⟦cron.php|api/sync|jobs/run⟧ > /dev/null 2>&1",
        "0 3 * * ⟦0|6|1-5⟧ RSYNC_PASSWORD='{pw}' rsync -a /srv/⟦photos|data|www⟧ rsync://{user}@{host}/⟦backup|archive⟧",
        "⟦# nightly export|# pull the report|# fetch invoices⟧\n{small} 5 * * * wget -q --user={user} --password='{pw}' -O /tmp/report.csv https://{site}/export",
        "⟦my cron job stopped working|this cron line doesn't run|cron doesn't fire⟧:\n@daily PGPASSWORD={pw} pg_dump -h {host} -U {dbuser} ⟦app|orders⟧ > /var/backups/⟦app|orders⟧.sql",
        "⟦*/5|*/10⟧ * * * * /usr/bin/mosquitto_pub -h {host} -u {user} -P '{pw}' -t ⟦home/heartbeat|sensors/ping⟧ -m ok",
        "[Service]\n⟦Type=oneshot\n|⟧Environment=\"BORG_PASSPHRASE={passphrase}\"\nExecStart=/usr/bin/borg create ::{{hostname}}-{{now}} /home",
        "{small} 4 * * * /opt/scripts/backup.sh --smb-user {user} --smb-pass '{pw}' ⟦--verbose|>> /var/log/backup.log 2>&1⟧",
    ],
    # package indexes and build tools with a credential in the file
    "package_index_config": [
        "⟦~/.pypirc|.pypirc⟧\n[distutils]\nindex-servers = ⟦internal|private⟧\n\n[⟦internal|private⟧]\nrepository = https://{site}/pypi/\nusername = {user}\npassword = {pw}",
        "⟦pip.conf|/etc/pip.conf|~/.config/pip/pip.conf⟧\n[global]\nindex-url = https://{user}:{pw}@{site}/simple/",
        "⟦<!-- ~/.m2/settings.xml -->|settings.xml:⟧\n<servers>\n  <server>\n    <id>⟦releases|nexus|internal⟧</id>\n    <username>{user}</username>\n    <password>{pw}</password>\n  </server>\n</servers>",
        "⟦gradle.properties|~/.gradle/gradle.properties⟧\nartifactoryUser={user}\nartifactoryPassword={pw}\n⟦org.gradle.jvmargs=-Xmx2g|org.gradle.daemon=true⟧",
        "⟦composer auth.json|auth.json⟧\n{{\n  \"http-basic\": {{\n    \"{site}\": {{\n      \"username\": \"{user}\",\n      \"password\": \"{pw}\"\n    }}\n  }}\n}}",
        "<packageSourceCredentials>\n  <⟦Internal|Feed⟧>\n    <add key=\"Username\" value=\"{user}\" />\n    <add key=\"ClearTextPassword\" value=\"{pw}\" />\n  </⟦Internal|Feed⟧>\n</packageSourceCredentials>",
        "⟦.npmrc|~/.npmrc⟧\nregistry=https://{site}/npm/\n//{site}/npm/:_password={b64pw}\n//{site}/npm/:username={user}\nalways-auth=true",
        "⟦poetry is failing with 401|poetry can't install from our index⟧, I ran\npoetry config http-basic.⟦internal|private⟧ {user} '{pw}'",
    ],
    # out-of-band server consoles and hypervisors in a homelab or a small office
    "server_console_login": [
        "ipmitool -I lanplus -H {ip} -U ⟦ADMIN|root|admin⟧ -P '{pw}' ⟦chassis power status|sdr list|sol activate⟧",
        "racadm -r {ip} -u root -p '{pw}' ⟦getsysinfo|serveraction powercycle|getsel⟧",
        "⟦iLO|iDRAC|BMC⟧ of ⟦the old DL380|node{count}|the backup box⟧: https://{ip}\nuser ⟦Administrator|root|ADMIN⟧\n⟦pass|password|pw⟧ {pw}",
        "⟦proxmox|Proxmox VE|pve⟧ ⟦at|on⟧ https://{ip}:8006 ⟦root / {pw}|- root pw is {pw}|login root@pam, password {pw}⟧",
        "govc ⟦ls|vm.info '*'|host.info⟧ -u 'root:{pw}@{ip}' -k",
        "⟦esxi|ESXi host⟧ {ip}\n⟦root password|root pw|root⟧: {pw}\n⟦set it during install|from the handover sheet|⟧",
        "⟦the supermicro board|my supermicro|the X11 board⟧ BMC ⟦login is ADMIN and the password on the sticker,|came with ADMIN /⟧ {bmcpw}",
        "{{\n  \"bmc_host\": \"{ip}\",\n  \"bmc_user\": \"{user}\",\n  \"bmc_password\": \"{pw}\"\n}}",
    ],
}

BENIGN: dict[str, list[str]] = {
    "crontab_job_benign": [
        "⟦# crontab -l|crontab -e|$ crontab -l⟧\n{small} 2 * * * mysqldump --defaults-extra-file=/root/.my.cnf ⟦--all-databases|shop|crm⟧ | gzip > /backup/db_$(date +\\%F).sql.gz",
        "⟦*/15|0 */6|30 1⟧ * * * curl -s --netrc-file /etc/cron.netrc https://{site}/⟦cron.php|api/sync|jobs/run⟧ > /dev/null 2>&1",
        "0 3 * * ⟦0|6|1-5⟧ rsync -a --password-file=/etc/rsync.secret /srv/⟦photos|data|www⟧ rsync://{user}@{host}/⟦backup|archive⟧",
        "⟦my cron job stopped working|this cron line doesn't run⟧:\n@daily pg_dump -h {host} -U {dbuser} ⟦app|orders⟧ > /var/backups/⟦app|orders⟧.sql  # password from ~/.pgpass",
        "[Service]\n⟦Type=oneshot\n|⟧EnvironmentFile=/etc/borg/passphrase.env\nExecStart=/usr/bin/borg create ::{{hostname}}-{{now}} /home",
        "{small} 4 * * * /opt/scripts/backup.sh --smb-user {user} --smb-pass '********' ⟦# masked before pasting|⟧",
    ],
    "package_index_config_benign": [
        "⟦~/.pypirc|.pypirc⟧\n[distutils]\nindex-servers = ⟦internal|private⟧\n\n[⟦internal|private⟧]\nrepository = https://{site}/pypi/\nusername = {user}\n# password comes from keyring",
        "⟦pip.conf|/etc/pip.conf⟧\n[global]\nindex-url = https://{site}/simple/\n⟦trusted-host = {site}|timeout = 60⟧",
        "⟦<!-- ~/.m2/settings.xml -->|settings.xml:⟧\n<servers>\n  <server>\n    <id>⟦releases|nexus|internal⟧</id>\n    <username>{user}</username>\n    <password>${{env.NEXUS_PASSWORD}}</password>\n  </server>\n</servers>",
        "⟦gradle.properties|~/.gradle/gradle.properties⟧\nartifactoryUser={user}\n# artifactoryPassword is set in CI as ORG_GRADLE_PROJECT_artifactoryPassword",
        "⟦.npmrc|~/.npmrc⟧\nregistry=https://{site}/npm/\n//{site}/npm/:_authToken=${{NPM_TOKEN}}\nalways-auth=true",
        "Successfully built ⟦mylib|tools|client⟧-{ver}.tar.gz\nsha256:{sha256}",
    ],
    "server_console_login_benign": [
        "ipmitool -I lanplus -H {ip} -U ⟦ADMIN|root|admin⟧ -E ⟦chassis power status|sdr list⟧   # -E reads IPMI_PASSWORD",
        "⟦iLO|iDRAC|BMC⟧ of ⟦the old DL380|node{count}|the backup box⟧: https://{ip}\nuser ⟦Administrator|root|ADMIN⟧\n⟦pass|password|pw⟧ ⟦in the vault|****|ask {name}⟧",
        "⟦proxmox|Proxmox VE|pve⟧ ⟦at|on⟧ https://{ip}:8006, ⟦log in as root@pam|root login as usual⟧; fingerprint {sha256}",
        "⟦the supermicro board|my supermicro|the X11 board⟧: serial {upper10}, BMC MAC ⟦{mac}|on the sticker⟧",
        "⟦Dell|HPE|Lenovo⟧ service tag {upper8}, ⟦warranty until|bought⟧ {date}",
        "{{\n  \"bmc_host\": \"{ip}\",\n  \"bmc_user\": \"{user}\",\n  \"bmc_password_file\": \"/run/secrets/bmc\"\n}}",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in SECRET} | {
    "luggage_lock_ml": "luggage_lock_ml_benign",
    "car_radio_code_ml": "car_radio_code_ml_benign",
}
