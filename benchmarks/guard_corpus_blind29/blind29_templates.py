"""Hand-written templates for the blind29 guard corpus: IPsec pre-shared keys, Java keystore/truststore passwords,
SNMP community strings and SNMPv3 passphrases, BIOS/UEFI passwords, airline and loyalty logins, payroll portal
logins, RADIUS shared secrets, UPS (NUT) monitor passwords, dynamic-DNS update keys, backup repository passwords.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a placeholder in capitals, an environment variable or a file
reference, a masked value, an instruction without a value, or a public value (a frequent-flyer number, an employee
id, a certificate fingerprint, a repository id). make_blind29.py fills the fields ({{ and }} are literal braces) and
resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in make_blind29.py) hold a
credential; benign templates use only benign fields.
"""

SECRET: dict[str, list[str]] = {
    # IPsec / L2TP pre-shared keys: with the PSK (and the public gateway address) anyone can bring the tunnel up
    "ipsec_preshared_key": [
        "⟦/etc/ipsec.secrets|ipsec.secrets on the gateway⟧\n{ip} ⟦%any|0.0.0.0⟧ : PSK \"{psk}\"",
        "⟦L2TP/IPsec VPN for the office|VPN on the phone (IKEv2 PSK)|site-to-site tunnel to the warehouse⟧\nserver: vpn.{domain}\nuser: {user}\npre-shared key: {psk}",
        "⟦swanctl.conf|/etc/swanctl/conf.d/branch.conf⟧\nsecrets {{\n  ike-⟦branch|hq|lab⟧ {{\n    id = vpn.{domain}\n    secret = \"{psk}\"\n  }}\n}}",
        "set vpn ipsec site-to-site peer {ip} authentication pre-shared-secret '{psk}'",
        "{name}: the ⟦IPsec|shared|tunnel⟧ secret for the ⟦FRITZ!Box|firewall|router⟧ VPN is {psk}⟦, group name {user}| — same on both sides|⟧",
        "nmcli connection modify ⟦office-vpn|l2tp-home⟧ +vpn.data ipsec-psk='{psk}'⟦ gateway=vpn.{domain}|⟧",
    ],
    # Java keystore and truststore passwords: they open the private keys behind TLS or app signing
    "keystore_password": [
        "⟦application.properties|src/main/resources/application.properties⟧\nserver.ssl.key-store=classpath:⟦keystore.p12|server.jks⟧\nserver.ssl.key-store-password={storepass}\nserver.ssl.key-alias=⟦tomcat|api|gateway⟧",
        "keytool -importcert -alias ⟦corp-ca|root-ca|ldaps⟧ -file ⟦ca.pem|corp-root.crt⟧ -keystore ⟦truststore.jks|cacerts⟧ -storepass {storepass} -noprompt",
        "⟦signing.properties|keystore.properties⟧ for the ⟦Android|Play Store⟧ release\nstoreFile=⟦release.jks|upload-keystore.jks⟧\nstorePassword={storepass}\nkeyAlias=⟦upload|release⟧\nkeyPassword={keypass}",
        "⟦Tomcat server.xml|server.xml⟧ connector:\n<Connector port=\"8443\" SSLEnabled=\"true\" keystoreFile=\"conf/⟦tomcat.p12|keystore.jks⟧\" keystorePass=\"{storepass}\" />",
        "⟦the keystore for the Kafka brokers|Kafka TLS|the Elasticsearch transport keystore⟧: ⟦ssl.keystore.password|keystore.password⟧={storepass}, ⟦ssl.truststore.password|truststore.password⟧={keypass}",
        "{name} ⟦said|wrote|reminded me⟧: the ⟦release keystore|JKS for the app signing|p12 for the payment API⟧ password is {storepass}⟦, key password the same| — keep it out of git|⟧",
    ],
    # SNMP: a v2c read-write community or the v3 auth/priv passphrases let anyone read and change the device
    "snmp_community": [
        "⟦/etc/snmp/snmpd.conf|snmpd.conf on the NAS⟧\nrwcommunity {community} ⟦192.168.0.0/16|default⟧\nrocommunity {community2} ⟦localhost|10.0.0.0/8⟧",
        "snmpwalk -v2c -c {community} {ip} ⟦1.3.6.1.2.1.1|system|ifDescr⟧",
        "snmp-server community {community} RW ⟦10|MGMT-ACL⟧\nsnmp-server community {community2} RO",
        "snmpget -v3 -l authPriv -u {user} -a SHA -A '{snmpauth}' -x AES -X '{snmppriv}' {ip} ⟦sysUpTime.0|sysName.0⟧",
        "⟦LibreNMS|Zabbix|PRTG⟧ device ⟦core-sw1|printer-2f|ups-rack⟧ ({ip}): SNMP v2c, community ⟦string|⟧ {community}",
        "⟦createUser|snmpd v3 user⟧ {user} SHA \"{snmpauth}\" AES \"{snmppriv}\"\nrwuser {user} priv",
    ],
    # BIOS/UEFI supervisor and boot passwords
    "bios_uefi_password": [
        "⟦BIOS|UEFI|firmware⟧ ⟦supervisor|admin|setup⟧ password for ⟦the ThinkPad|the office desktops|the kiosk PCs|my laptop⟧: {biospw}",
        "⟦Dell|HP|Lenovo⟧ ⟦Command Configure|BIOS Configuration Utility|Think BIOS Config⟧ ⟦--setuppwd|/cspwdfile|--admin-password⟧={biospw}⟦ (fleet standard)||⟧",
        "⟦laptop asset {serial}|asset tag {serial}⟧\n- BIOS admin password: {biospw}\n- ⟦boot password|power-on password⟧: {biospw2}",
        "{name}, to get into the ⟦BIOS|UEFI setup⟧ of ⟦the media PC|the lab machines|reception's PC⟧ press ⟦F2|Del|F10⟧, the password is {biospw}",
        "⟦Mac firmware password|Intel Mac firmware password⟧ (⟦old iMac|MacBook Pro 2017⟧): {biospw}",
        "⟦server {serial}|NUC in the rack⟧ UEFI ⟦setup|supervisor⟧ pw = {biospw}⟦  # set by the vendor, change it|⟧",
    ],
    # airline and loyalty programme logins: the member number with its PIN or password spends the miles
    "airline_loyalty_login": [
        "⟦Miles & More|Flying Blue|SkyMiles|Executive Club|KrisFlyer⟧ ⟦number|member no.⟧ {ffnum}, ⟦PIN|password⟧ {ffpin}",
        "{name}'s ⟦frequent flyer|airline|loyalty⟧ login: ⟦member|user⟧ {ffnum} / {ffpw}⟦ — book the Lisbon flights with miles|, miles expire in March|⟧",
        "⟦hotel loyalty|Bonvoy|Honors|IHG One⟧ account\nemail: {email}\npassword: {ffpw}\nmember number: {ffnum}",
        "⟦to redeem the miles for the trip|for the upgrade|miles for Mum's ticket⟧: log in with {ffnum} and ⟦PIN|the 4-digit PIN|pin⟧ {ffpin}",
        "⟦loyalty accounts|points accounts|travel logins⟧\n- airline: {ffnum} / {ffpw}\n- ⟦supermarket app|hotel|car rental⟧: {email} / {pw}",
        "⟦the travel agent|{name}|the assistant⟧ needs the ⟦frequent-flyer|Miles|loyalty⟧ login to book: ⟦number|account⟧ {ffnum}, ⟦password|PIN⟧ {ffpw}",
    ],
    # payroll and HR self-service portal logins: payslips, bank details, tax forms
    "payroll_portal_login": [
        "⟦payroll portal|HR self-service|payslip portal⟧ ⟦https://payroll.{domain}|https://hr.{domain}/ess⟧\nemployee ID: {empid}\npassword: {pw}",
        "⟦login for the payslips|ADP-style payroll login|the new HR system⟧: {empid} / {pw}⟦ (first login, change later)||⟧",
        "{name}, for ⟦my|the⟧ ⟦payslips|P60|W-2⟧ use ⟦employee number|staff id⟧ {empid} and password {pw} on ⟦payroll.{domain}|the HR portal⟧",
        "⟦onboarding email|welcome to the team⟧:\nYour ⟦payroll|HR self-service⟧ account is ready.\nUsername: {empid}\nTemporary password: {pw}\n⟦Please change it after your first login.|⟧",
        "⟦timesheet and payroll|Personio-like HR|the payroll app⟧ login {email} ⟦pw|password⟧ {pw}⟦ — need it to change the bank account|, for the tax certificate|⟧",
        "hr_portal:\n  url: https://hr.{domain}\n  user: {empid}\n  password: \"{pw}\"",
    ],
    # RADIUS shared secrets between a NAS / access point and the RADIUS server
    "radius_shared_secret": [
        "⟦/etc/freeradius/3.0/clients.conf|clients.conf⟧\nclient ⟦ap-lobby|switch-core|unifi⟧ {{\n  ipaddr = {ip}\n  secret = {radsecret}\n}}",
        "radius-server host {ip} auth-port 1812 acct-port 1813 key {radsecret}",
        "⟦UniFi RADIUS profile|RADIUS for the WPA2-Enterprise SSID|802.1X on the switch⟧: server {ip}, port 1812, shared secret {radsecret}",
        "radtest {user} {pw} {ip} 0 {radsecret}",
        "⟦pfSense|OPNsense|FortiGate⟧ ⟦authentication server|RADIUS server⟧ ⟦nps01|radius-a⟧\nhost: {ip}\nshared secret: {radsecret}\n⟦services: authentication and accounting|timeout 5⟧",
        "{name}: the RADIUS secret for the ⟦new access points|guest VLAN|VPN concentrator⟧ is {radsecret}⟦, same on the NPS side||⟧",
    ],
    # UPS monitoring (NUT): the upsmon password lets anyone shut down every server on the UPS
    "ups_nut_password": [
        "⟦/etc/nut/upsd.users|upsd.users⟧\n[⟦upsmon|monuser|admin⟧]\n  password = {nutpw}\n  upsmon ⟦primary|master⟧\n  actions = SET FSD",
        "⟦/etc/nut/upsmon.conf|upsmon.conf⟧\nMONITOR ⟦ups|eaton|apc⟧@{ip} 1 ⟦upsmon|monuser⟧ {nutpw} ⟦secondary|slave|primary⟧",
        "⟦Synology|TrueNAS|Proxmox⟧ UPS network server ({ip}): user ⟦monuser|upsmon⟧, password {nutpw}",
        "upsrw -s ⟦ups.delay.shutdown|battery.charge.low⟧=⟦120|30⟧ -u ⟦admin|upsmon⟧ -p {nutpw} ⟦ups|eaton⟧@{ip}",
        "⟦Home Assistant NUT integration|NUT client on the NAS|PeaNUT dashboard⟧: host {ip}, port 3493, username ⟦monuser|upsmon⟧, password {nutpw}",
        "{name}: the NUT ⟦upsmon|admin⟧ password for the ⟦rack UPS|office UPS|Eaton⟧ is {nutpw}",
    ],
    # dynamic DNS update keys: a DuckDNS token, a ddclient password, a TSIG key; whoever holds one repoints the name
    "ddns_update_key": [
        "curl \"https://www.duckdns.org/update?domains=⟦myhome|familynas|labbox⟧&token={ducktoken}&ip=\"",
        "⟦/etc/ddclient.conf|ddclient.conf⟧\nprotocol=⟦dyndns2|namecheap⟧\nserver=⟦members.dyndns.org|dynamicdns.park-your-domain.com⟧\nlogin={user}\npassword='{ddnspw}'\n⟦home|nas|vpn⟧.{domain}",
        "key \"⟦ddns-update|home-update|dhcp-ddns⟧\" {{\n  algorithm hmac-sha256;\n  secret \"{tsig}\";\n}};",
        "nsupdate -y hmac-sha256:⟦ddns-key|home-key⟧:{tsig} <<EOF\nupdate add ⟦home|vpn⟧.{domain} 300 A {ip}\nsend\nEOF",
        "⟦DuckDNS token|dynamic DNS token|No-IP update key⟧ for ⟦the router|the NAS|Home Assistant⟧: {ducktoken}",
        "⟦FRITZ!Box|router|OPNsense⟧ dynamic DNS: ⟦provider custom|dyndns2⟧, domain ⟦home|nas⟧.{domain}, user {user}, password {ddnspw}",
    ],
    # backup repository passwords: restic, Borg, Kopia, Duplicati; the password decrypts every snapshot
    "backup_repo_password": [
        "export RESTIC_REPOSITORY=⟦sftp:backup@{ip}:/srv/restic|s3:s3.{domain}/restic|/mnt/usb/restic⟧\nexport RESTIC_PASSWORD='{repopass}'\nrestic backup ⟦~/Documents|/home|/etc⟧",
        "⟦borg repo|Borg repository|borgbase repo⟧ ⟦ssh://{user}@{ip}/./repo|/mnt/backup/borg⟧\npassphrase: {repopass}\n⟦encryption repokey-blake2|keyfile exported too|⟧",
        "BORG_PASSPHRASE='{repopass}' borg create ⟦::'{{hostname}}-{{now}}'|/mnt/backup/borg::daily⟧ ⟦/home|/srv|~/photos⟧",
        "⟦Kopia|Duplicati|Arq⟧ ⟦repository|backup job|encryption⟧ password for ⟦the NAS backups|the laptop|Mum's photos⟧: {repopass}",
        "kopia repository connect ⟦filesystem --path /mnt/usb/kopia|b2 --bucket=family-bak⟧ --password='{repopass}'",
        "{name}: if the laptop dies, the ⟦restic|borg|backup⟧ repo is on ⟦the NAS|the USB disk|B2⟧ and the password is {repopass}",
    ],
}

BENIGN: dict[str, list[str]] = {
    "ipsec_preshared_key_benign": [
        "⟦/etc/ipsec.secrets|ipsec.secrets on the gateway⟧\n{ip} ⟦%any|0.0.0.0⟧ : PSK \"<PRE_SHARED_KEY>\"",
        "⟦L2TP/IPsec VPN for the office|VPN on the phone (IKEv2)|site-to-site tunnel⟧\nserver: vpn.{domain}\nuser: {user}\npre-shared key: ⟦(in the password manager)|ask IT|********⟧",
        "⟦swanctl.conf|/etc/swanctl/conf.d/branch.conf⟧\nconnections {{\n  ⟦branch|hq⟧ {{\n    remote_addrs = {ip}\n    local {{ auth = pubkey\n certs = ⟦gw.pem|vpn-cert.pem⟧ }}\n  }}\n}}",
        "set vpn ipsec site-to-site peer {ip} authentication mode ⟦x509|pre-shared-secret⟧⟦ (secret from the vault)|⟧",
        "{name}: the ⟦IPsec|tunnel⟧ PSK ⟦was rotated today|is in the vault under vpn/branch|will be read out on the phone⟧, gateway {ip}",
    ],
    "keystore_password_benign": [
        "⟦application.properties|src/main/resources/application.properties⟧\nserver.ssl.key-store=classpath:⟦keystore.p12|server.jks⟧\nserver.ssl.key-store-password=${{KEYSTORE_PASSWORD}}\nserver.ssl.key-alias=⟦tomcat|api⟧",
        "keytool -list -v -keystore ⟦truststore.jks|cacerts⟧ ⟦| -storepass:env STOREPASS⟧\nAlias name: ⟦corp-ca|root-ca⟧\nSHA256: {fpr}",
        "⟦signing.properties|keystore.properties⟧ for the ⟦Android|Play Store⟧ release\nstoreFile=⟦release.jks|upload-keystore.jks⟧\nstorePassword=System.getenv(\"STORE_PASSWORD\")\nkeyAlias=⟦upload|release⟧",
        "⟦Tomcat server.xml|server.xml⟧ connector:\n<Connector port=\"8443\" SSLEnabled=\"true\" keystoreFile=\"conf/⟦tomcat.p12|keystore.jks⟧\" keystorePass=\"${{keystore.pass}}\" />",
        "{name} ⟦said|wrote⟧: the ⟦release keystore|JKS for the app signing⟧ password ⟦is in 1Password|must be at least 6 characters|expires never, the cert on {date}⟧",
    ],
    "snmp_community_benign": [
        "⟦/etc/snmp/snmpd.conf|snmpd.conf on the NAS⟧\nrocommunity ⟦public|<COMMUNITY>⟧ localhost\nsysLocation ⟦rack 2|server room⟧\nsysContact {email}",
        "snmpwalk -v2c -c $SNMP_COMMUNITY {ip} ⟦1.3.6.1.2.1.1|system|ifDescr⟧",
        "snmp-server community <ro-string> RO ⟦10|MGMT-ACL⟧\nsnmp-server location ⟦Building B|closet 3⟧",
        "snmpget -v3 -l authPriv -u {user} -a SHA -A \"$AUTH_PASS\" -x AES -X \"$PRIV_PASS\" {ip} ⟦sysUpTime.0|sysName.0⟧",
        "⟦LibreNMS|Zabbix|PRTG⟧ device ⟦core-sw1|printer-2f|ups-rack⟧ ({ip}): SNMP v3, ⟦credentials from the vault|user {user}, auth SHA, priv AES⟧, sysUpTime {count} days",
    ],
    "bios_uefi_password_benign": [
        "⟦BIOS|UEFI|firmware⟧ ⟦supervisor|admin⟧ password for ⟦the ThinkPad|the office desktops|my laptop⟧: ⟦set (in the vault)|not set yet|[redacted]⟧",
        "⟦Dell|HP|Lenovo⟧ ⟦Command Configure|BIOS Configuration Utility⟧ ⟦--setuppwd|/cspwdfile⟧=<SETUP_PASSWORD> ⟦(fleet standard)|⟧",
        "⟦laptop asset {serial}|asset tag {serial}⟧\n- BIOS version: {ver}\n- ⟦boot password|power-on password⟧: off\n- Secure Boot: on",
        "{name}, to get into the ⟦BIOS|UEFI setup⟧ of ⟦the media PC|the lab machines⟧ press ⟦F2|Del|F10⟧ at boot⟦, ask me for the password|⟧",
        "⟦server {serial}|NUC in the rack⟧ UEFI ⟦setup|firmware⟧ version {ver}, ⟦supervisor pw in the vault|password: ******|no password⟧",
    ],
    "airline_loyalty_login_benign": [
        "⟦Miles & More|Flying Blue|SkyMiles|Executive Club|KrisFlyer⟧ ⟦number|member no.⟧ {ffnum}, ⟦status Silver|{count}0,000 miles|status Gold⟧",
        "{name}'s ⟦frequent flyer|airline|loyalty⟧ number: {ffnum}⟦ — add it to the Lisbon booking|, miles expire in March|⟧",
        "⟦hotel loyalty|Bonvoy|Honors|IHG One⟧ account\nemail: {email}\npassword: ⟦(saved in the browser)|••••••••|see password manager⟧\nmember number: {ffnum}",
        "⟦to redeem the miles for the trip|for the upgrade⟧: log in with {ffnum} and the ⟦PIN|password⟧ ⟦(I'll type it myself)|from the app⟧",
        "⟦the travel agent|{name}|the assistant⟧ needs the ⟦frequent-flyer|loyalty⟧ number for the booking on {date}: {ffnum}",
    ],
    "payroll_portal_login_benign": [
        "⟦payroll portal|HR self-service|payslip portal⟧ ⟦https://payroll.{domain}|https://hr.{domain}/ess⟧\nemployee ID: {empid}\npassword: ⟦(set on first login)|********|use SSO⟧",
        "⟦login for the payslips|the new HR system⟧: {empid} ⟦with SSO|via the company Microsoft account|, password reset link sent to {email}⟧",
        "{name}, ⟦my|the⟧ ⟦payslips|P60|W-2⟧ ⟦are on payroll.{domain}|come out on {date}⟧, ⟦employee number|staff id⟧ {empid}",
        "⟦onboarding email|welcome to the team⟧:\nYour ⟦payroll|HR self-service⟧ account is ready.\nUsername: {empid}\nYou will receive a separate email with a link to set your password.",
        "hr_portal:\n  url: https://hr.{domain}\n  user: {empid}\n  password: ${{HR_PORTAL_PASSWORD}}",
    ],
    "radius_shared_secret_benign": [
        "⟦/etc/freeradius/3.0/clients.conf|clients.conf⟧\nclient ⟦ap-lobby|switch-core|unifi⟧ {{\n  ipaddr = {ip}\n  secret = $ENV{{RADIUS_SECRET}}\n}}",
        "radius-server host {ip} auth-port 1812 acct-port 1813 key <SHARED_SECRET>",
        "⟦UniFi RADIUS profile|RADIUS for the WPA2-Enterprise SSID|802.1X on the switch⟧: server {ip}, port 1812, shared secret ⟦(same as NPS)|••••••|in the vault⟧",
        "radtest {user} <password> {ip} 0 <secret>⟦   # usage|⟧",
        "{name}: the RADIUS ⟦server moved to|accounting now goes to⟧ {ip}⟦, secret unchanged|, ports 1812/1813⟧",
    ],
    "ups_nut_password_benign": [
        "⟦/etc/nut/upsd.users|upsd.users⟧\n[⟦upsmon|monuser⟧]\n  password = <UPSMON_PASSWORD>\n  upsmon ⟦primary|master⟧",
        "⟦/etc/nut/ups.conf|ups.conf⟧\n[⟦ups|eaton|apc⟧]\n  driver = usbhid-ups\n  port = auto\n  desc = \"⟦rack UPS|office UPS⟧\"",
        "⟦Synology|TrueNAS|Proxmox⟧ UPS network server ({ip}): user ⟦monuser|upsmon⟧, password ⟦the NAS default|(see vault)|******⟧",
        "upsc ⟦ups|eaton⟧@{ip}\nbattery.charge: ⟦100|97|88⟧\nups.status: OL\nups.serial: {serial}",
        "{name}: the ⟦rack UPS|office UPS|Eaton⟧ runs {count} minutes on battery, NUT server at {ip}:3493",
    ],
    "ddns_update_key_benign": [
        "curl \"https://www.duckdns.org/update?domains=⟦myhome|familynas|labbox⟧&token=${{DUCKDNS_TOKEN}}&ip=\"",
        "⟦/etc/ddclient.conf|ddclient.conf⟧\nprotocol=⟦dyndns2|namecheap⟧\nserver=⟦members.dyndns.org|dynamicdns.park-your-domain.com⟧\nlogin={user}\npassword_env=DDNS_PASSWORD\n⟦home|nas|vpn⟧.{domain}",
        "key \"⟦ddns-update|home-update⟧\" {{\n  algorithm hmac-sha256;\n  secret \"<generate with tsig-keygen>\";\n}};",
        "nsupdate -k /etc/bind/⟦ddns.key|home.key⟧ <<EOF\nupdate add ⟦home|vpn⟧.{domain} 300 A {ip}\nsend\nEOF",
        "⟦dig +short home.{domain}|dynamic DNS check⟧: {ip} (updated {date})",
    ],
    "backup_repo_password_benign": [
        "export RESTIC_REPOSITORY=⟦sftp:backup@{ip}:/srv/restic|/mnt/usb/restic⟧\nexport RESTIC_PASSWORD_FILE=~/.config/restic/⟦pw|password.txt⟧\nrestic backup ⟦~/Documents|/home⟧",
        "⟦borg repo|Borg repository⟧ ⟦ssh://{user}@{ip}/./repo|/mnt/backup/borg⟧\nrepository id: {fpr}\n⟦encryption repokey-blake2|last backup {date}⟧",
        "BORG_PASSCOMMAND='pass show backup/borg' borg create ⟦/mnt/backup/borg::daily|::'{{hostname}}-{{now}}'⟧ ⟦/home|/srv⟧",
        "⟦Kopia|Duplicati|Arq⟧ ⟦repository|backup job⟧ for ⟦the NAS backups|the laptop⟧: {count} snapshots, last one {date}, password ⟦on the paper in the safe|in the vault⟧",
        "{name}: if the laptop dies, the ⟦restic|borg|backup⟧ repo is on ⟦the NAS|the USB disk|B2⟧; the password is in the sealed envelope",
    ],
}

# the two multilingual families (blind29_langs.py) have their twins too
BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "gift_card_pin_ml", "patient_portal_password_ml")}
