"""Hand-written templates for the blind30 guard corpus: TOTP seeds (otpauth URIs and bare base32 setup keys), webhook
signing secrets, database passwords inside connection URIs of less common schemes, Kubernetes Secret manifests with
base64 data, .netrc / .pgpass / .my.cnf / .git-credentials lines, account recovery codes, SMTP and mail app
passwords, WireGuard private and pre-shared keys, paid software license keys, logins embedded in URLs.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a placeholder, an environment variable or a file reference, a
redacted value, or a public value that looks like a secret (a file's SHA-256, a commit SHA, a ticket's UUID, a
tracking number, a creditor reference, a WireGuard *public* key, a webhook's request signature, a version string).
make_blind30.py fills the fields ({{ and }} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its
alternatives. Secret fields (SECRET_FIELDS in make_blind30.py) hold a credential; benign templates use only benign
fields.
"""

SECRET: dict[str, list[str]] = {
    # TOTP seeds: whoever holds the seed generates the second factor forever
    "totp_seed": [
        "otpauth://totp/⟦{issuer}:{email}|{issuer}%3A{email}⟧?secret={totp}&issuer={issuer}⟦&algorithm=SHA1&digits=6&period=30||&digits=6⟧",
        "⟦2FA setup key|can't scan the QR, setup key|authenticator key (manual entry)⟧ for {issuer}: {totpspaced}",
        "{name}: ⟦moving the shared 2FA to the new phone|the team's 2FA for the {issuer} admin account|the 2FA seed for the shared mailbox⟧ — secret {totp}⟦, 6 digits, 30 s||⟧",
        "⟦oathtool --totp -b|oathtool --base32 --totp⟧ {totp}",
        "⟦backup of my authenticator|Aegis export (plain)|2fa seeds⟧\n- {issuer}: {totp}\n- ⟦GitLab|Proton|Namecheap|Bitwarden⟧: {totp2}",
        "mfa:\n  issuer: {issuer}\n  account: {email}\n  ⟦totp_secret|seed|secret⟧: ⟦\"{totp}\"|{totp}⟧",
        "⟦new phone, re-add by hand|moving the authenticators|after the reset⟧:\n{issuer} ({email})  {totpspaced}",
    ],
    # HMAC webhook signing secrets: with one anybody can forge events the receiver trusts
    "webhook_signing_secret": [
        "⟦STRIPE_WEBHOOK_SECRET|stripe.webhook_secret|endpoint secret⟧={whsec}",
        "⟦GitHub|Gitea|GitLab⟧ webhook for ⟦the deploy bot|CI triggers|the release notifier⟧\nPayload URL: https://hooks.{domain}/⟦github|events⟧\nContent type: application/json\nSecret: {hooksecret}",
        "⟦SLACK_SIGNING_SECRET|slack_signing_secret⟧: {hexsecret}",
        "{name}: the ⟦Shopify|Twilio|Mailgun|Paddle⟧ ⟦webhook signing key|signing secret|HMAC key⟧ ⟦for prod|we verify X-Signature with|for the order hooks⟧ is {hexsecret}",
        "const ⟦secret|signingSecret|WEBHOOK_KEY⟧ = \"{hooksecret}\";\nconst expected = crypto.createHmac(\"sha256\", ⟦secret|signingSecret|WEBHOOK_KEY⟧).update(rawBody).digest(\"hex\");",
        "webhooks:\n  - url: https://{domain}/hooks/⟦orders|payments|builds⟧\n    events: [⟦order.created|invoice.paid|build.finished⟧]\n    signing_secret: {whsec}",
        "⟦WEBHOOK_SECRET|HOOK_HMAC_KEY⟧={hooksecret} node ⟦scripts/verify-webhook.js|replay.js⟧ ⟦fixtures/order.json|last-delivery.json⟧",
    ],
    # passwords inside connection strings of less common URI schemes
    "db_uri_password": [
        "⟦MONGO_URL|MONGODB_URI|spring.data.mongodb.uri⟧=mongodb+srv://{dbuser}:{dbpw}@cluster0.{mongohost}.mongodb.net/{dbname}?retryWrites=true&w=majority",
        "⟦REDIS_URL|CELERY_BROKER_URL|cache url⟧: rediss://⟦default|{dbuser}⟧:{dbpw}@{host}:⟦6380|6379⟧/⟦0|1⟧",
        "⟦AMQP_URL|broker_url|RABBITMQ_URI⟧ = amqps://{dbuser}:{dbpw}@{host}:5671/⟦%2F|vhost-{dbname}⟧",
        "⟦clickhouse://{dbuser}:{dbpw}@{host}:9440/{dbname}?secure=true|cockroachdb://{dbuser}:{dbpw}@{host}:26257/{dbname}?sslmode=verify-full|neo4j+s://{dbuser}:{dbpw}@{host}:7687|couchbases://{dbuser}:{dbpw}@{host}/{dbname}|nats://{dbuser}:{dbpw}@{host}:4222⟧",
        "jdbc:sqlserver://{host}:1433;databaseName={dbname};user={dbuser};password={dbpw};encrypt=true",
        "{name}: ⟦for the analytics notebook|to connect the BI tool|the read replica⟧ use ⟦postgresql+psycopg2|mysql+pymysql|oracle+oracledb|mssql+pyodbc⟧://{dbuser}:{dbpw}@{host}/{dbname}",
    ],
    # Kubernetes Secret manifests: base64 is an encoding, not encryption
    "kube_secret_yaml": [
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟦db-credentials|app-secrets|smtp-auth⟧\n  namespace: ⟦prod|payments|default⟧\ntype: Opaque\ndata:\n  username: {b64user}\n  password: {b64pw}",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟦api-env|worker-env⟧\ntype: Opaque\nstringData:\n  ⟦DATABASE_PASSWORD|REDIS_PASSWORD|API_KEY⟧: \"{pw}\"",
        "kubectl create secret generic ⟦db-pass|grafana-admin|minio-root⟧ --from-literal=⟦password|admin-password|rootPassword⟧='{pw}' -n ⟦monitoring|data|prod⟧",
        "⟦kubectl get secret db-credentials -o yaml|output of kubectl get secret -o yaml⟧\ndata:\n  password: {b64pw}\n  user: {b64user}\nkind: Secret",
        "{name}: ⟦the grafana admin|the minio root|the argocd initial admin⟧ password is in the cluster, base64 {b64pw} (decode with base64 -d)",
        "⟦values.yaml|helm values⟧ for ⟦postgresql|redis|keycloak⟧\nauth:\n  ⟦postgresPassword|password|adminPassword⟧: \"{pw}\"\n  ⟦username: app|existingSecret: \"\"⟧",
    ],
    # .netrc, .pgpass, .my.cnf and .git-credentials: credential files pasted whole or one line at a time
    "netrc_pgpass_line": [
        "~/.netrc\nmachine ⟦api.{domain}|ftp.{domain}|urs.earthdata.nasa.gov|git.{domain}⟧\n  login {dbuser}\n  password {pw}",
        "machine {host} login {dbuser} password {pw}",
        "⟦~/.pgpass|.pgpass line|pgpass⟧: {host}:5432:{dbname}:{dbuser}:{dbpw}",
        "⟦~/.my.cnf|.my.cnf⟧\n[client]\nuser={dbuser}\npassword=\"{pw}\"\nhost={host}",
        "⟦~/.git-credentials|git credential store file⟧\nhttps://{dbuser}:{gittoken}@⟦git.{domain}|gitea.{domain}|code.{domain}⟧",
        "{name}: add ⟦this to ~/.pgpass|this line to pgpass⟧ so the ⟦nightly dump|cron backup|migration⟧ stops asking\n*:*:{dbname}:{dbuser}:{dbpw}",
    ],
    # account recovery / backup codes: each one is a login that bypasses the second factor
    "account_recovery_codes": [
        "⟦{issuer} recovery codes|{issuer} backup codes|two-factor recovery codes ({issuer})⟧\n{rcodes}",
        "⟦Save these somewhere safe|Keep these backup codes|Recovery codes for {email}⟧:\n{rcodes}\n⟦Each code can be used once.|You can only use each backup code once.|⟧",
        "{name}: ⟦if I lose my phone|for the shared admin account|in case the Yubikey breaks⟧, the ⟦{issuer}|AWS root|Google Workspace⟧ recovery code is {rcode}",
        "⟦Microsoft account recovery code|recovery code for the Apple ID|Proton recovery phrase code⟧: {rcode}",
        "⟦unused backup codes|backup codes left⟧ ({issuer}): {rcodeinline}",
        "⟦recovery_codes.txt|{issuer}-recovery-codes.txt⟧\n{rcodes}\n(generated {date})",
    ],
    # SMTP relay and mail app passwords
    "smtp_app_password": [
        "⟦Gmail|Google⟧ app password for ⟦the printer scan-to-mail|Thunderbird on the old laptop|the NAS notifications|Home Assistant⟧: {apppw}",
        "EMAIL_HOST=smtp.{domain}\nEMAIL_PORT=587\nEMAIL_HOST_USER={email}\nEMAIL_HOST_PASSWORD={smtppw}\nEMAIL_USE_TLS=True",
        "⟦/etc/postfix/sasl_passwd|sasl_passwd⟧\n[smtp.{domain}]:587 {email}:{smtppw}",
        "⟦~/.msmtprc|msmtprc⟧\naccount default\nhost smtp.{domain}\nport 587\nauth on\nuser {email}\npassword {smtppw}\ntls on",
        "{name}: ⟦iCloud|Outlook|Fastmail|Yahoo⟧ app-specific password ⟦for the mail client|for the CRM mailer|for the backup alerts⟧ is {apppw}",
        "spring.mail.host=smtp.{domain}\nspring.mail.username={email}\nspring.mail.password={smtppw}",
        "⟦mailer for the shop|outgoing mail (newsletter)|relay for the ticket system⟧: smtp.{domain}:⟦587|465⟧ {email} {smtppw}",
    ],
    # WireGuard private and pre-shared keys (the public keys are the benign near misses)
    "wireguard_private_key": [
        "[Interface]\nPrivateKey = {wgpriv}\nAddress = 10.⟦8|66|13⟧.0.⟦2|5|7⟧/32\nDNS = ⟦1.1.1.1|10.0.0.1⟧\n\n[Peer]\nPublicKey = {wgpub}\nEndpoint = vpn.{domain}:51820\nAllowedIPs = ⟦0.0.0.0/0|10.0.0.0/8⟧",
        "⟦wg0.conf on the VPS|the phone's tunnel config|peer config for {name}⟧:\nPrivateKey = {wgpriv}\nPresharedKey = {wgpsk}",
        "wg set wg0 private-key <(echo {wgpriv})",
        "{name}: ⟦my laptop's WireGuard key|the router's wg private key|the private key for the travel router⟧ is {wgpriv}⟦, public one is already on the server||⟧",
        "⟦Tailscale-less setup notes|home VPN notes⟧\n- server public key: {wgpub}\n- my private key: {wgpriv}\n- ⟦psk|preshared⟧: {wgpsk}",
        "wireguard:\n  interface:\n    private_key: \"{wgpriv}\"\n    listen_port: 51820",
        "nmcli connection modify ⟦wg0|home-vpn⟧ wireguard.private-key '{wgpriv}'",
    ],
    # paid software licence keys: whoever has one activates a seat
    "software_license_key": [
        "⟦Windows 11 Pro|Windows 10 Pro|Office 2021⟧ product key: {winkey}",
        "⟦Sublime Text|Beyond Compare|Affinity Photo|Camtasia|DaVinci Resolve Studio⟧ license for {email}: {lickey}",
        "slmgr /ipk {winkey}",
        "{name}: ⟦the studio's|our|the company⟧ ⟦Ableton|Adobe|Autodesk|Parallels⟧ serial is {lickey}, ⟦please activate on the new iMac|only two activations left|don't share outside the team⟧",
        "⟦license.txt|LICENSE KEY (do not share)|registration⟧\nName: {name}\nKey: {lickey}",
        "⟦JetBrains offline activation code|activation code for the IDE⟧:\n{activation}",
        "{lickey} ⟦({email})|— {name}'s seat|(2 seats, perpetual)⟧",
    ],
    # logins embedded in URLs: the userinfo part of http(s), ftp, WebDAV, git and proxy URLs
    "url_embedded_login": [
        "git remote set-url origin https://{dbuser}:{dbpw}@⟦git.{domain}|code.{domain}⟧/⟦team|infra⟧/⟦site|tools|api⟧.git",
        "⟦HTTPS_PROXY|http_proxy|ALL_PROXY⟧=http://{dbuser}:{dbpw}@proxy.{domain}:⟦3128|8080⟧",
        "⟦Nextcloud WebDAV: davs://{dbuser}:{dbpw}@{host}/remote.php/dav/files/{dbuser}|the scanner's upload target: ftp://{dbuser}:{dbpw}@{host}/scans|the NAS share: smb://{dbuser}:{dbpw}@{host}/share|backup target: sftp://{dbuser}:{dbpw}@{host}:2222/backups⟧",
        "{name}: ⟦the staging site is behind basic auth|the preview link|the client's test shop⟧ — https://{dbuser}:{dbpw}@⟦staging|preview|test⟧.{domain}/",
        "curl ⟦-s|-fsSL|-O⟧ \"https://{dbuser}:{dbpw}@⟦repo|nexus|artifacts⟧.{domain}/⟦repository/releases|files⟧/⟦app-{ver}.tar.gz|build.zip⟧\"",
        "pip install --index-url https://{dbuser}:{dbpw}@⟦pypi|packages⟧.{domain}/simple/ ⟦internal-utils|corp-sdk⟧",
        "https://{dbuser}:{dbpw}@⟦files|docs|reports⟧.{domain}/⟦2026/q3.pdf|handbook/|export.csv⟧",
    ],
}

BENIGN: dict[str, list[str]] = {
    "totp_seed_benign": [
        "otpauth://totp/{issuer}:{email}?secret=⟦<BASE32_SECRET>|JBSWY3DPEHPK3PXP (the example from the docs)|YOUR_SECRET⟧&issuer={issuer}",
        "⟦2FA for {issuer} is on|turned on two-factor for {issuer}⟧ — ⟦authenticator app on my phone|Aegis, backup exported to the encrypted USB|codes in 1Password⟧, ⟦last checked {date}|remind me to test it⟧",
        "{name}: the {issuer} login asks for a 6-digit code every ⟦30|60⟧ seconds, the ⟦key|seed⟧ is in the vault, not here",
        "git log -1 --format=%H → {sha1}\n⟦2FA enforced on the org since {date}|required MFA for all members⟧",
        "otpauth://totp/{issuer}:{email}?secret=&issuer={issuer}  ← ⟦the QR decoder cut the secret off|empty secret, the export failed⟧",
    ],
    "webhook_signing_secret_benign": [
        "⟦STRIPE_WEBHOOK_SECRET|SLACK_SIGNING_SECRET|WEBHOOK_SECRET⟧=⟦${{WEBHOOK_SECRET}}|whsec_...|<from the dashboard>⟧",
        "⟦request log|failed delivery⟧ ({date}):\nX-Hub-Signature-256: sha256={hexsig}\nX-GitHub-Delivery: {uuid}\nstatus: ⟦401|500⟧",
        "{name}: ⟦the Shopify|our⟧ webhooks fail signature check since ⟦the rotation|{date}⟧ — ⟦the new secret is in Vault under webhooks/prod|check the secret in the env, not in code⟧",
        "const secret = process.env.⟦WEBHOOK_SECRET|SIGNING_SECRET⟧;\nconst expected = crypto.createHmac(\"sha256\", secret).update(rawBody).digest(\"hex\");",
        "⟦X-Slack-Signature: v0={hexsig}\nX-Slack-Request-Timestamp: 17⟦64|65|66⟧{count}04512|Stripe-Signature: t=17⟦64|65⟧{count}10233,v1={hexsig}⟧\n⟦signature mismatch|verified ok⟧ for delivery {uuid}",
    ],
    "db_uri_password_benign": [
        "⟦MONGO_URL|MONGODB_URI⟧=mongodb+srv://{dbuser}:⟦${{MONGO_PASSWORD}}|<password>|****⟧@cluster0.{mongohost}.mongodb.net/{dbname}",
        "⟦REDIS_URL|broker_url⟧: ⟦redis://{host}:6379/0|rediss://{host}:6380⟧  # no auth inside the VPC",
        "jdbc:sqlserver://{host}:1433;databaseName={dbname};⟦integratedSecurity=true|authentication=ActiveDirectoryMSI⟧;encrypt=true",
        "{name}: the analytics ⟦DB|replica⟧ is ⟦postgresql|clickhouse⟧://{dbuser}@{host}/{dbname}, ⟦password via IAM auth|ask me for access|creds in the vault⟧",
        "mongodb+srv://cluster0.{mongohost}.mongodb.net/{dbname}?authMechanism=MONGODB-AWS&authSource=%24external⟦  # IAM role, no password|⟧",
    ],
    "kube_secret_yaml_benign": [
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ⟦app-config|web-settings⟧\ndata:\n  LOG_LEVEL: ⟦info|debug⟧\n  BUILD_SHA: \"{sha1}\"\n  RELEASE: \"{ver}\"",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: ⟦db-credentials|app-secrets⟧\nspec:\n  secretStoreRef:\n    name: ⟦vault-backend|aws-sm⟧\n  data:\n    - secretKey: password\n      remoteRef:\n        key: ⟦prod/db|apps/payments⟧",
        "kubectl create secret generic ⟦db-pass|grafana-admin⟧ --from-file=password=./⟦password.txt|secrets/db⟧ -n ⟦monitoring|prod⟧",
        "{name}: `kubectl get secret ⟦db-credentials|app-secrets⟧ -o yaml` shows ⟦data: password: <redacted>|the keys but I won't paste them⟧, uid {uuid}",
        "kubectl get secret ⟦db-credentials|grafana-admin⟧ -n ⟦prod|monitoring⟧ -o jsonpath='{{.data.password}}' | base64 -d⟦   # run it yourself, don't paste the output|⟧",
    ],
    "netrc_pgpass_line_benign": [
        "⟦.pgpass format|format of a pgpass line⟧: hostname:port:database:username:password (chmod 0600 ⟦or psql ignores it|required⟧)",
        "~/.netrc\nmachine ⟦api.{domain}|git.{domain}⟧\n  login {dbuser}\n  password ⟦<token>|${{NETRC_TOKEN}}|XXXXXXXX⟧",
        "git config --global credential.helper ⟦store|'cache --timeout=3600'|osxkeychain|manager⟧",
        "{name}: ⟦the cron backup|pg_dump⟧ reads {host}:5432:{dbname}:{dbuser} from ~/.pgpass, ⟦the password there is ********|ask me for the line⟧",
        "⟦Earthdata docs|the wget docs⟧: echo \"machine urs.earthdata.nasa.gov login <uid> password <password>\" >> ~/.netrc; chmod 0600 ~/.netrc",
    ],
    "account_recovery_codes_benign": [
        "{issuer} recovery codes ⟦downloaded and printed|saved to the safe|regenerated⟧ on {date}, ⟦{count} left|old ones invalidated⟧",
        "⟦ticket|incident⟧ {uuid}: ⟦user locked out, recovery codes lost|reset 2FA after identity check⟧, ⟦resolved|waiting on the user⟧",
        "⟦parcel|shipment⟧ tracking: {tracking} ⟦(DHL)|(UPS)|— out for delivery⟧\norder {orderno}",
        "{name}: ⟦backup codes|recovery codes⟧ look like xxxx-xxxx, ⟦mine are on paper|ask IT to regenerate them⟧",
        "⟦Backup codes|Recovery codes⟧\n{issuer} · {email}\nnew set generated {date}; the old codes no longer work⟦, printout shredded|⟧",
    ],
    "smtp_app_password_benign": [
        "EMAIL_HOST=smtp.{domain}\nEMAIL_PORT=587\nEMAIL_HOST_USER={email}\nEMAIL_HOST_PASSWORD=⟦${{SMTP_PASSWORD}}|os.environ['SMTP_PASSWORD']|(set in the env)⟧",
        "⟦~/.msmtprc|msmtprc⟧\naccount default\nhost smtp.{domain}\nuser {email}\npasswordeval \"⟦pass show mail/smtp|gpg -dq ~/.mailpass.gpg⟧\"",
        "{name}: ⟦Gmail|Google⟧ app passwords are 16 letters like xxxx xxxx xxxx xxxx, ⟦make one under Security|mine is revoked⟧",
        "⟦bounce|delivery report⟧ {date}: Message-ID <{uuid}@{domain}>, ⟦550 5.1.1 user unknown|deferred, retry in 15 min⟧",
        "{name}: made a ⟦Gmail|Google⟧ app password for {issuer} on {date} and ⟦revoked it after the test|it lives in the NAS settings only⟧",
    ],
    "wireguard_private_key_benign": [
        "[Peer]\n# {name}'s ⟦phone|laptop⟧\nPublicKey = {wgpub}\nAllowedIPs = 10.⟦8|66⟧.0.⟦3|9⟧/32",
        "wg show\ninterface: wg0\n  public key: {wgpub}\n  private key: (hidden)\n  listening port: 51820",
        "{name}: ⟦send me your public key|here's the server's public key⟧ — {wgpub}⟦ (never the private one)||⟧",
        "[Interface]\nPrivateKey = ⟦<PRIVATE_KEY>|$(cat /etc/wireguard/privatekey)|REPLACE_ME⟧\nAddress = 10.⟦8|66⟧.0.2/32",
        "wg genkey | tee privatekey | wg pubkey > publickey\ncat publickey\n{wgpub}",
    ],
    "software_license_key_benign": [
        "⟦Windows|Office⟧ ⟦activated with a digital license|is activated (KMS)⟧, version {ver}, ⟦product ID|build⟧ {winbuild}",
        "⟦Sublime Text|Beyond Compare|Affinity Photo⟧ {ver} — licence ⟦on the company portal|bought {date}|renewal due {date}⟧, order {orderno}",
        "⟦license: MIT|License: Apache-2.0|SPDX-License-Identifier: GPL-3.0-or-later⟧\nsha256 {sha256}  ⟦release.tar.gz|installer.dmg⟧",
        "{name}: product key ⟦XXXXX-XXXXX-XXXXX-XXXXX-XXXXX|*****-*****-*****-*****-*****|on the sticker under the laptop⟧",
        "⟦KMS client setup key from Microsoft's docs (public)|generic KMS key (GVLK) for the lab image⟧: ⟦W269N-WFGWX-YVC9B-4J6C9-T83GV|NPPR9-FWDCX-D2C8J-H872K-2YT43⟧ — activates only against our KMS host {host}",
    ],
    "url_embedded_login_benign": [
        "git remote set-url origin ⟦git@git.{domain}:team/site.git|https://git.{domain}/team/site.git⟧",
        "⟦HTTPS_PROXY|http_proxy⟧=http://proxy.{domain}:⟦3128|8080⟧\nNO_PROXY=localhost,10.0.0.0/8",
        "{name}: ⟦the staging site|the preview⟧ is https://⟦staging|preview⟧.{domain}/?ref={sha1}&utm_source=⟦newsletter|slack⟧, ⟦basic auth user is {dbuser}, password from me|login via SSO⟧",
        "curl -fsSL ⟦-u \"$NEXUS_USER:$NEXUS_PASS\"|--netrc⟧ \"https://repo.{domain}/repository/releases/app-{ver}.tar.gz\"",
        "git clone https://{dbuser}@⟦git|code⟧.{domain}/⟦team|infra⟧/site.git⟦   # asks for the token, not stored|⟧",
    ],
}

# the two multilingual families (blind30_langs.py) have their twins too
BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "bank_sms_otp_ml", "wifi_passphrase_ml")}
