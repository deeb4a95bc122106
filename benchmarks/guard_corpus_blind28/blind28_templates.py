"""Hand-written templates for the blind28 guard corpus: eSIM activation, signed links, domain transfer codes, vault
emergency kits, disk unlocking, media servers, notification services, dev servers, tunnel agents, framework keys.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a placeholder in capitals, an environment variable or a file
reference, a masked value, or a public value that looks random (an EID, an IMEI, a DNSSEC digest, a LUKS UUID, a
ZeroTier network id, the SHA-256 of a public download, a public tunnel URL). make_blind28.py fills the fields ({{ and
}} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in
make_blind28.py) hold a credential; benign templates use only benign fields.
"""

SECRET: dict[str, list[str]] = {
    # eSIM activation codes: the LPA string (SM-DP+ address and matching ID) that downloads the profile onto any phone,
    # sometimes with the carrier's confirmation code; whoever has it takes the phone number
    "esim_activation_code": [
        "⟦eSIM for the new phone|travel eSIM|work eSIM⟧ ⟦activation code|manual entry code⟧:\nLPA:1$⟦smdp.mobile.example.net|rsp.carrier.example.com|sm-dp.example.de⟧${esimid}",
        "⟦the carrier|the shop|support⟧ ⟦emailed|sent⟧ the eSIM details ⟦since the QR would not scan|for manual setup|for the iPad⟧:\nSM-DP+ address: ⟦smdp.mobile.example.net|rsp.carrier.example.com⟧\nActivation code: {esimid}\nConfirmation code: {confcode}",
        "⟦Settings > Mobile Data > Add eSIM > Enter Details Manually|Settings → Connections → SIM manager → Add eSIM → enter code⟧\nLPA:1$⟦rsp.carrier.example.com|smdp.mobile.example.net⟧${esimid}$$1\nconfirmation {confcode}",
        "keep this for when I swap phones: the eSIM activation code is LPA:1$⟦sm-dp.example.de|rsp.carrier.example.com⟧${esimid}⟦, the QR is in the drawer|, it works once| — Kids' line⟧",
        "⟦Airalo-style|prepaid|roaming⟧ eSIM ⟦Japan 10 GB|Europe 20 GB|USA 5 GB⟧\nSMDP: ⟦rsp.roam.example.net|smdp.mobile.example.net⟧\nMatching ID: {esimid}\n⟦valid 30 days after install|install before you fly|⟧",
        "adb shell am start -a android.intent.action.VIEW -d 'LPA:1$⟦smdp.mobile.example.net|rsp.carrier.example.com⟧${esimid}'⟦  # test phone|  # the spare Pixel|⟧",
        "{name}, the eSIM for ⟦your watch|the tablet|Mum's phone⟧: activation code {esimid}, SM-DP+ ⟦rsp.carrier.example.com|smdp.mobile.example.net⟧, confirmation code {confcode}",
        "esim_profiles.csv\nline,smdp,matching_id,confirmation\n⟦sales-03|field-11|warehouse⟧,⟦rsp.carrier.example.com|smdp.mobile.example.net⟧,{esimid},{confcode}",
    ],
    # signed download links: the signature in the query string is the credential (until it expires, anyone with the
    # link reads or writes the object)
    "presigned_share_link": [
        "https://⟦backups|exports|invoices-2026⟧.s3.⟦eu-central-1|us-east-1⟧.amazonaws.com/⟦db/2026-12-01.sql.gz|report.pdf|photos.zip⟧?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{upper16}%2F20261204%2F⟦eu-central-1|us-east-1⟧%2Fs3%2Faws4_request&X-Amz-Date=20261204T⟦09|14|21⟧0000Z&X-Amz-Expires=⟦604800|86400|3600⟧&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}",
        "⟦here is the link to the dump|download link for the client|the upload URL for the scanner⟧ (valid ⟦7 days|24 h|an hour⟧): https://storage.googleapis.com/⟦acme-exports|lab-data⟧/⟦export.csv|raw/run42.tar⟧?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=⟦exporter|uploader⟧%40⟦acme-prod|lab⟧.iam.gserviceaccount.com%2F20261204%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20261204T120000Z&X-Goog-Expires=⟦604800|3600⟧&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}{sig2}",
        "https://⟦acmefiles|labstore⟧.blob.core.windows.net/⟦shared|exports⟧/⟦q4.xlsx|model.bin⟧?sv=2025-05-05&ss=b&srt=o&sp=⟦r|rw|racwdl⟧&se=2026-12-⟦11|31⟧T00:00:00Z&st=2026-12-04T00:00:00Z&spr=https&sig={sassig}",
        "curl -X PUT -T ⟦backup.tar.gz|scan.pdf|dump.sql⟧ \"https://⟦uploads|ingest⟧.s3.amazonaws.com/⟦incoming|drop⟧/⟦backup.tar.gz|scan.pdf⟧?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{upper16}%2F20261204%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261204T101500Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}\"",
        "$ aws s3 presign s3://{bucket}/{objkey} --expires-in 3600\nhttps://{bucket}.s3.amazonaws.com/{objkey}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{upper16}%2F20261204%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261204T080000Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}",
        "SAS for the ⟦container|share⟧ ⟦uploads|backups⟧ (container-wide, ⟦write|read+list⟧):\n?sp=⟦racwl|rl⟧&st=2026-12-04T08:00:00Z&se=2027-01-04T08:00:00Z&spr=https&sv=2025-05-05&sr=c&sig={sassig}",
        "⟦rclone.conf|~/.config/rclone/rclone.conf⟧\n[⟦azblob|nas-offsite⟧]\ntype = azureblob\nsas_url = https://⟦acmebackup|offsitestore⟧.blob.core.windows.net/⟦restic|vault⟧?sv=2025-05-05&sr=c&sp=racwdl&se=2027-06-30T00:00:00Z&sig={sassig}",
        "{name} ⟦shared|posted|forwarded⟧ the ⟦signed|pre-signed⟧ link ⟦for the footage|to the build artifact|for the contract⟧ (expires in ⟦12|48⟧ hours):\nhttps://⟦cctv-archive|ci-artifacts|legal-docs⟧.s3.eu-central-1.amazonaws.com/⟦clip-0412.mp4|build-{ver}.zip|contract-v3.pdf⟧?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{upper16}%2F20261204%2Feu-central-1%2Fs3%2Faws4_request&X-Amz-Date=20261204T163000Z&X-Amz-Expires=⟦43200|172800⟧&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}",
    ],
    # domain transfer (EPP / auth-info) codes: with the code anyone can move the domain to another registrar
    "domain_transfer_code": [
        "⟦transfer|auth|EPP⟧ code for {domain}: {epp}⟦ (unlocked, moving to the new registrar)| — expires in 14 days|⟧",
        "{domain}\nregistrar: ⟦ExampleNames|RegistrarCo|NameHost Example⟧\nexpires: {date}\nauth-info code: {epp}\n⟦transfer lock off|DNSSEC on|auto-renew on⟧",
        "⟦moving the domains off the old registrar|domain transfers this week|to do: consolidate domains⟧\n- {domain}  EPP {epp}\n- {domain2}  EPP {epp2}",
        "whois says {domain} is ⟦clientTransferProhibited|ok⟧; ⟦I unlocked it and|after unlocking,⟧ the registrar gave me the authorization code {epp}⟦, paste it at the new registrar| — use it before Friday|⟧",
        "⟦DENIC AuthInfo|AuthInfo for the .de domain|Auth-Code (.de)⟧ {domain}: {epp}",
        "{name} ⟦from the agency|at the old host⟧ ⟦wrote|emailed⟧: \"⟦the transfer key for|the authorisation code to move⟧ {domain} is {epp}, ⟦the domain is unlocked|please start the transfer today|it is valid for 30 days⟧\"",
        "⟦remember for the migration|keep this for the domain move|please remember⟧: {domain} ⟦EPP|authcode|transfer secret⟧ = {epp}",
        "⟦domains.csv|registrar export⟧\ndomain,expires,auth_code\n{domain},{date},{epp}\n{domain2},{date2},{epp2}",
    ],
    # password-manager emergency kits and vault unlock data: the master password with the account's secret key, a
    # two-step recovery code, or the KeePass master password
    "vault_emergency_kit": [
        "⟦1Password Emergency Kit|Emergency Kit (printed copy)|emergency kit, typed out⟧\nSign-in address: ⟦family.vault.example.com|acme.vault.example.com|my.vault.example.com⟧\nEmail: {email}\nSecret Key: {opkey}\nMaster password: {pw}",
        "⟦Bitwarden|Vaultwarden⟧ ⟦at vault.example.net|self-hosted on the NAS|account⟧: {email} / master password {pw}⟦, two-step login recovery code {bwcode}|⟧",
        "⟦two-step login recovery code|2FA recovery code for the password manager|Bitwarden recovery code⟧: {bwcode}⟦ (use it if the phone is lost)| — needed when the authenticator is gone|⟧",
        "⟦KeePassXC|KeePass⟧ database ⟦~/Documents/family.kdbx|/mnt/nas/vault/passwords.kdbx|D:\\keepass\\work.kdbx⟧, master password: {pw}⟦, no key file|, key file on the USB stick|⟧",
        "if something happens to me: the ⟦password manager|vault|family vault⟧ master password is {pw} and the Secret Key is {opkey}⟦ — everything else is inside|, the kit is in the safe|⟧",
        "keepassxc-cli open ⟦family.kdbx|passwords.kdbx⟧ <<< '{pw}'⟦  # from the backup script|  # cron job|⟧",
        "⟦new laptop setup|after the reinstall|when the phone died⟧: ⟦signed in to|restored⟧ the ⟦vault|password manager⟧ with Secret Key {opkey} and the master password {pw}",
        "{name}, the ⟦shared|family|team⟧ vault: email {email}, master password {pw}, secret key {opkey}⟦ — please memorise and delete this message| (do not forward)|⟧",
    ],
    # unlocking encrypted disks: LUKS / VeraCrypt / ZFS passphrases, FileVault recovery keys
    "disk_unlock_passphrase": [
        "⟦LUKS passphrase for the laptop|disk encryption passphrase (nvme0n1p3)|cryptroot passphrase⟧: {diskpass}",
        "echo -n '{diskpass}' | sudo cryptsetup ⟦luksOpen|open⟧ /dev/{dev} ⟦backup|data|crypt⟧ -d -",
        "⟦FileVault recovery key|recovery key for the Mac's FileVault|FileVault personal recovery key⟧ (⟦MacBook Air|Mac mini|work MacBook Pro⟧): {fvkey}",
        "veracrypt --text --mount ⟦/media/usb/container.hc|~/vault.hc|/dev/sdc1⟧ /mnt/⟦vc|secure⟧ --password='{diskpass}' --pim=0 --keyfiles='' --protect-hidden=no",
        "⟦ZFS|zpool⟧ ⟦tank/secure|pool/encrypted|backup/offsite⟧ keyformat=passphrase\n⟦to unlock after a reboot|unlock|after power cut⟧: zfs load-key ⟦tank/secure|pool/encrypted⟧ (passphrase {diskpass})",
        "⟦external drive|backup SSD|USB stick for the tax papers⟧ is ⟦BitLocker To Go|VeraCrypt|LUKS⟧ encrypted, ⟦password|passphrase⟧ {diskpass}⟦ — same one for the second drive||, do not lose it⟧",
        "⟦Ubuntu|Debian|Fedora⟧ install notes:\n- ⟦encrypt the disk with LUKS|full-disk encryption on⟧, passphrase {diskpass}\n- user {user}, login password {pw}",
        "⟦mac|the old iMac|MacBook⟧: ⟦FileVault is on|turned on FileVault⟧, ⟦recovery key|key⟧ {fvkey} ⟦— I chose not to use iCloud|, not stored with Apple|⟧",
    ],
    # media servers and download clients: the tokens and API keys in their URLs and configs
    "media_server_token": [
        "http://{ip}:32400/library/sections/⟦1|2|3⟧/all?X-Plex-Token={plextoken}",
        "⟦Plex|Plex Media Server⟧ token ⟦for Tautulli|for the Home Assistant integration|from Preferences.xml⟧: {plextoken}",
        "⟦Sonarr|Radarr|Prowlarr|Lidarr⟧ API key {apikey32}⟦ (Settings → General)| for Overseerr|, port 8989|⟧",
        "curl -s 'http://{ip}:⟦8989|7878⟧/api/v3/⟦series|movie|queue⟧?apikey={apikey32}' | jq ⟦length|'.[0].title'⟧",
        "⟦Jellyfin|Emby⟧ API key ⟦for the app|for Jellyseerr|for the Kodi addon⟧: {apikey32}\nserver http://{ip}:8096",
        "⟦qBittorrent|Transmission|Deluge⟧ web UI http://{ip}:⟦8080|9091|8112⟧ user {user} password {pw}",
        "⟦settings.json|/etc/transmission-daemon/settings.json⟧\n{{\n  \"rpc-authentication-required\": true,\n  \"rpc-username\": \"{user}\",\n  \"rpc-password\": \"{pw}\",\n  \"rpc-port\": 9091\n}}",
        "⟦docker-compose.yml|compose⟧ for ⟦unpackerr|recyclarr|homepage widgets⟧:\n      - SONARR_API_KEY={apikey32}\n      - RADARR_API_KEY={apikey32b}\n      - PLEX_TOKEN={plextoken}",
    ],
    # notification services: Pushover keys, Gotify and ntfy tokens, Apprise URLs with the keys inside
    "notify_service_token": [
        "⟦Pushover|pushover for the backup alerts⟧: user key {pouser}, app token {potoken}",
        "apprise -vv -b \"⟦backup done|disk 91% full|UPS on battery⟧\" ⟦'pover://{pouser}@{potoken}'|'gotifys://{host}/{gotoken}'|'ntfys://{user}:{pw}@{host}/⟦alerts|homelab⟧'⟧",
        "curl -s -F \"token={potoken}\" -F \"user={pouser}\" -F \"message=⟦backup finished|door opened|job failed⟧\" https://api.pushover.net/1/messages.json",
        "⟦Gotify|gotify⟧ app token ⟦for the NAS|for Uptime Kuma|for Proxmox⟧: {gotoken}\nhttps://{host}/message?token={gotoken}",
        "curl -H \"Authorization: Bearer {ntfytoken}\" -d \"⟦backup ok|garage left open|printer out of toner⟧\" https://{host}/⟦alerts|family|homelab⟧",
        "⟦ntfy access token|ntfy token for the phone|token from ntfy token add⟧: {ntfytoken}⟦ (read-write on alerts)||, user {user}⟧",
        "⟦apprise.yml|~/.config/apprise/apprise.yml⟧\nurls:\n  - pover://{pouser}@{potoken}\n  - gotifys://{host}/{gotoken}",
        "⟦Uptime Kuma|Healthchecks|Home Assistant⟧ notification: ⟦Pushover|Gotify⟧ ⟦app token {potoken}, user key {pouser}|token {gotoken}, server https://{host}⟧",
    ],
    # development servers: Jupyter tokens, code-server and JupyterHub passwords and tokens, Gradio auth
    "dev_server_access": [
        "    To access the server, open this file in a browser:\n        file:///home/{user}/.local/share/jupyter/runtime/jpserver-⟦2211|31877|904⟧-open.html\n    Or copy and paste one of these URLs:\n        http://127.0.0.1:8888/lab?token={jtoken}",
        "⟦jupyter on the GPU box|notebook on the lab server|Jupyter for the workshop⟧: http://{ip}:⟦8888|8890⟧/?token={jtoken}",
        "$ jupyter server list\nCurrently running servers:\nhttp://⟦localhost|127.0.0.1⟧:⟦8888|8889⟧/?token={jtoken} :: /home/{user}/⟦notebooks|work|thesis⟧",
        "⟦~/.config/code-server/config.yaml|code-server config⟧\nbind-addr: ⟦0.0.0.0:8080|127.0.0.1:8443⟧\nauth: password\npassword: {pw}\ncert: false",
        "⟦code-server|VS Code in the browser|openvscode-server⟧ at https://⟦code.{domain}|{ip}:8443⟧ ⟦password|pw⟧ {pw}",
        "⟦JupyterHub|jupyterhub⟧ API token for ⟦the grader|nbgrader|the cull service⟧: {jtoken}\nexport JUPYTERHUB_API_TOKEN={jtoken}",
        "demo.launch(share=True, auth=(\"{user}\", \"{pw}\"))⟦  # for the client preview|  # Gradio demo|⟧",
        "c.ServerApp.token = '{jtoken}'\nc.ServerApp.ip = '0.0.0.0'\nc.ServerApp.open_browser = False",
    ],
    # tunnel and overlay-network agents: auth keys that join a machine to the private network or run the tunnel
    "tunnel_agent_token": [
        "sudo tailscale up --authkey={tskey}⟦ --ssh| --advertise-exit-node| --hostname={user}-box⟧",
        "⟦Tailscale auth key|tailnet auth key (reusable, 90 days)|pre-auth key for the new VPS⟧: {tskey}",
        "ngrok config add-authtoken {ngroktoken}",
        "⟦~/.config/ngrok/ngrok.yml|ngrok.yml⟧\nversion: \"3\"\nagent:\n  authtoken: {ngroktoken}\ntunnels:\n  ⟦web|hass|api⟧:\n    proto: http\n    addr: ⟦8123|3000|8080⟧",
        "⟦cloudflared service install|sudo cloudflared service install|docker run cloudflare/cloudflared tunnel run --token⟧ {cftoken}",
        "⟦frpc.toml|frpc config⟧\nserverAddr = \"{host}\"\nserverPort = 7000\nauth.method = \"token\"\nauth.token = \"{frptoken}\"",
        "headscale preauthkeys create --user {user} --reusable --expiration 24h\n{hspre}\n⟦then on the client:|client:⟧ tailscale up --login-server https://⟦hs|vpn⟧.{domain} --authkey {hspre}",
        "⟦TS_AUTHKEY|TUNNEL_TOKEN|NGROK_AUTHTOKEN⟧ ⟦for the compose file|in .env|for the sidecar⟧: ⟦TS_AUTHKEY={tskey}|TUNNEL_TOKEN={cftoken}|NGROK_AUTHTOKEN={ngroktoken}⟧",
    ],
    # web framework signing keys: whoever has them forges sessions and signed cookies
    "framework_signing_key": [
        "⟦settings.py|mysite/settings.py|config/settings/prod.py⟧\nDEBUG = False\nSECRET_KEY = '{djkey}'\nALLOWED_HOSTS = ['{domain}']",
        "⟦config/master.key|master.key for the Rails app⟧ (⟦lost it once, never again|for deploys|copy to the new server⟧): {railskey}",
        "⟦.env|.env.production⟧ (⟦Laravel|the shop|the API⟧)\nAPP_NAME=⟦Shop|Portal|Booking⟧\nAPP_ENV=production\nAPP_KEY=base64:{lvkey}\nAPP_URL=https://{domain}",
        "app = Flask(__name__)\napp.secret_key = ⟦b|⟧'{flaskkey}'",
        "⟦NEXTAUTH_SECRET|AUTH_SECRET⟧={nakey}⟦\nNEXTAUTH_URL=https://{domain}|\nAUTH_TRUST_HOST=true|⟧",
        "SECRET_KEY_BASE={railsbase}",
        "⟦config/runtime.exs|prod.secret.exs⟧\nconfig :⟦shop|portal⟧, ⟦ShopWeb|PortalWeb⟧.Endpoint,\n  secret_key_base: \"{railsbase}\"",
        "⟦the Django secret key|signing key for the session cookies|SECRET_KEY for prod⟧ ⟦is|=⟧ {djkey}⟦, rotate it if it leaks||⟧",
    ],
}

BENIGN: dict[str, list[str]] = {
    "esim_activation_code_benign": [
        "⟦eSIM for the new phone|travel eSIM|work eSIM⟧ installed ⟦by the shop|from the QR card|in the app⟧:\nEID {eid}\nIMEI {imei}\n⟦plan 20 GB|prepaid, renews monthly|roaming on⟧",
        "⟦the carrier|the shop|support⟧ ⟦emailed|sent⟧ the eSIM details ⟦since the QR would not scan|for manual setup|for the iPad⟧:\nSM-DP+ address: ⟦smdp.mobile.example.net|rsp.carrier.example.com⟧\nActivation code: ⟦(printed on the card in the drawer)|<ACTIVATION_CODE>|********⟧\nOrder number: {order}",
        "⟦Settings > Mobile Data > Add eSIM > Enter Details Manually|Settings → Connections → SIM manager → Add eSIM → enter code⟧ — ⟦you need the SM-DP+ address and the activation code from the carrier's email|type LPA:1$<SM-DP+ address>$<matching ID>|scan the QR instead if you can⟧",
        "⟦roaming|prepaid|travel⟧ eSIM ⟦Japan 10 GB|Europe 20 GB|USA 5 GB⟧, ICCID {iccid}, ⟦valid 30 days|install before you fly|expires {date}⟧",
        "{name}, ⟦the eSIM for your watch|Mum's eSIM|the tablet eSIM⟧ ⟦is active now|arrived|was transferred⟧; the number ⟦stays|is⟧ {phone} and the ⟦EID is {eid}|IMEI is {imei}⟧",
        "esim_profiles.csv\nline,iccid,imei,plan\n⟦sales-03|field-11|warehouse⟧,{iccid},{imei},⟦20GB|unlimited|5GB⟧",
    ],
    "presigned_share_link_benign": [
        "https://⟦downloads|assets|public-site⟧.s3.⟦eu-central-1|us-east-1⟧.amazonaws.com/⟦releases/app-{ver}.tar.gz|brochure.pdf|logo.svg⟧ (public, ⟦sha256 {sha}|no query string needed|cached by the CDN⟧)",
        "⟦here is the link to the dump|download link for the client|the upload URL for the scanner⟧: ⟦the signed URL is in the ticket|I'll send the signed link by DM|ask me for a fresh signed link⟧ — it ⟦expires in 7 days|is valid for an hour⟧; object gs://⟦acme-exports|lab-data⟧/⟦export.csv|raw/run42.tar⟧, sha256 {sha}",
        "https://⟦acmefiles|labstore⟧.blob.core.windows.net/⟦shared|exports⟧/⟦q4.xlsx|model.bin⟧?sv=2025-05-05&sp=⟦r|rw⟧&se=2026-12-⟦11|31⟧T00:00:00Z&sig=⟦REDACTED|<SAS_SIGNATURE>|***⟧",
        "aws s3 presign s3://⟦acme-reports|family-photos⟧/⟦2026/q4.pdf|album.zip⟧ --expires-in ⟦3600|604800⟧⟦  # prints the signed URL|  # run this when someone needs the file|⟧",
        "az storage container generate-sas --account-name ⟦acmefiles|offsitestore⟧ --name ⟦uploads|backups⟧ --permissions ⟦rl|racwl⟧ --expiry 2027-01-04T08:00Z --auth-mode login --as-user",
        "⟦rclone.conf|~/.config/rclone/rclone.conf⟧\n[⟦azblob|nas-offsite⟧]\ntype = azureblob\naccount = ⟦acmebackup|offsitestore⟧\nenv_auth = true",
    ],
    "domain_transfer_code_benign": [
        "⟦transfer|auth|EPP⟧ code for {domain}: ⟦requested, the registrar emails it to the registrant|not generated yet|(ask the registrar)|sent to the admin contact⟧",
        "{domain}\nregistrar: ⟦ExampleNames|RegistrarCo|NameHost Example⟧\nexpires: {date}\nnameservers: ns1.{domain2}, ns2.{domain2}\n⟦transfer lock on|DNSSEC on|auto-renew on⟧",
        "{domain}. 3600 IN DS {keytag} 13 2 {sha}",
        "whois {domain}\nDomain Status: ⟦clientTransferProhibited|ok⟧\nRegistry Expiry Date: {date}T00:00:00Z\nName Server: ⟦ns1|dns1⟧.{domain2}",
        "⟦moving the domains off the old registrar|domain transfers this week|to do: consolidate domains⟧\n- {domain}  ⟦unlock, then request the auth code|expires {date}|waiting for approval⟧\n- {domain2}  ⟦transferred|pending (5 days)|renewed until {date2}⟧",
        "⟦domains.csv|registrar export⟧\ndomain,expires,auto_renew,ds_keytag\n{domain},{date},yes,{keytag}\n{domain2},{date2},no,{keytag2}",
    ],
    "vault_emergency_kit_benign": [
        "⟦1Password Emergency Kit|Emergency Kit (printed copy)|emergency kit, typed out⟧\nSign-in address: ⟦family.vault.example.com|acme.vault.example.com|my.vault.example.com⟧\nEmail: {email}\nSecret Key: A3-⟦••••••|XXXXXX|******⟧ (⟦on the printed kit|in the safe|not typed here⟧)\nMaster password: ⟦[write it by hand]|(memorised)|________⟧",
        "⟦Bitwarden|Vaultwarden⟧ ⟦at vault.example.net|self-hosted on the NAS|account⟧: {email}, KDF ⟦Argon2id|PBKDF2⟧ ⟦3 iterations, 64 MB|600000 iterations⟧, ⟦two-step login with the YubiKey|2FA via the authenticator app⟧",
        "⟦KeePassXC|KeePass⟧ database ⟦~/Documents/family.kdbx|/mnt/nas/vault/passwords.kdbx⟧, ⟦key file on the USB stick|synced with Syncthing|backed up nightly⟧; ⟦master password only in my head|master password: (ask me)|master password not written anywhere⟧",
        "if something happens to me: the ⟦password manager|vault|family vault⟧ Emergency Kit is in ⟦the safe|the bank deposit box|the blue folder⟧, {name} knows where the key is",
        "keepassxc-cli open ⟦family.kdbx|passwords.kdbx⟧⟦  # asks for the master password|  # prompts, nothing stored|⟧",
        "⟦new laptop setup|after the reinstall|when the phone died⟧: ⟦signed in to|restored⟧ the ⟦vault|password manager⟧ with the Emergency Kit; account {email}, ⟦{count} vaults|{count} items synced|browser extension re-added⟧",
    ],
    "disk_unlock_passphrase_benign": [
        "⟦LUKS header of the laptop|cryptsetup luksDump /dev/nvme0n1p3|disk encryption details⟧\nVersion: 2\nUUID: {uuid}\nCipher: aes-xts-plain64\nKeyslots: ⟦0 1|0|0 2⟧\nPBKDF: argon2id",
        "sudo cryptsetup ⟦luksOpen|open⟧ /dev/{dev} ⟦backup|data|crypt⟧⟦  # asks for the passphrase|\nEnter passphrase for /dev/{dev}:|⟧",
        "⟦/etc/crypttab|crypttab on the server⟧\n⟦cryptroot|data|backup⟧  UUID={uuid}  ⟦none|/root/keys/data.key⟧  luks⟦,discard|⟧",
        "⟦FileVault recovery key|recovery key for the Mac's FileVault⟧ (⟦MacBook Air|Mac mini|work MacBook Pro⟧): ⟦escrowed to the MDM|stored in iCloud|on paper in the safe, not here⟧, serial {serial}",
        "⟦ZFS|zpool⟧ ⟦tank/secure|pool/encrypted⟧ keyformat=passphrase keylocation=prompt\n⟦after a reboot|unlock|after power cut⟧: zfs load-key ⟦tank/secure|pool/encrypted⟧ (it prompts)",
        "⟦external drive|backup SSD|USB stick for the tax papers⟧ is ⟦BitLocker To Go|VeraCrypt|LUKS⟧ encrypted, ⟦password in the password manager|passphrase: ********|passphrase <DISK_PASSPHRASE>⟧, ⟦{count} TB|label BACKUP-{count}|serial {serial}⟧",
    ],
    "media_server_token_benign": [
        "http://{ip}:32400/library/sections/⟦1|2|3⟧/all?X-Plex-Token=⟦YOUR_TOKEN|<plex-token>|xxxxxxxxxxxxxxxxxxxx⟧",
        "⟦Plex|Plex Media Server⟧ ⟦on the NAS|in docker⟧: port 32400, ⟦server version {ver}|library sections {count}|transcoder on the iGPU⟧, machine id ⟦in Preferences.xml|shown under Settings → General⟧",
        "⟦Sonarr|Radarr|Prowlarr|Lidarr⟧ ⟦on port 8989|v{ver}|in docker⟧: ⟦API key: Settings → General → Security|API key under Settings → General (not pasted)|api key redacted⟧",
        "curl -s 'http://{ip}:⟦8989|7878⟧/api/v3/⟦series|movie|queue⟧?apikey=$⟦SONARR_API_KEY|RADARR_API_KEY⟧' | jq ⟦length|'.[0].title'⟧",
        "⟦settings.json|/etc/transmission-daemon/settings.json⟧\n{{\n  \"rpc-authentication-required\": true,\n  \"rpc-username\": \"{user}\",\n  \"rpc-port\": 9091,\n  \"download-dir\": \"/srv/downloads\"\n}}",
        "⟦docker-compose.yml|compose⟧ for ⟦unpackerr|recyclarr|homepage widgets⟧:\n      - SONARR_API_KEY=${{SONARR_API_KEY}}\n      - RADARR_API_KEY=${{RADARR_API_KEY}}\n      - PUID=1000\n      - TZ=⟦Europe/Berlin|America/Chicago⟧",
    ],
    "notify_service_token_benign": [
        "⟦Pushover|pushover for the backup alerts⟧: ⟦user key and app token in the vault|keys in /etc/apprise.env|set up, sound 'cosmic', priority 1⟧",
        "apprise -vv -b \"⟦backup done|disk 91% full|UPS on battery⟧\" --config ⟦~/.config/apprise/apprise.yml|/etc/apprise.yml⟧",
        "curl -s -F \"token=$PUSHOVER_TOKEN\" -F \"user=$PUSHOVER_USER\" -F \"message=⟦backup finished|door opened|job failed⟧\" https://api.pushover.net/1/messages.json",
        "⟦Apprise URL syntax|from the Apprise docs⟧: pover://USER_KEY@APP_TOKEN, gotifys://HOSTNAME/APP_TOKEN, ntfys://USER:PASSWORD@HOST/TOPIC",
        "{{\"status\":1,\"request\":\"{uuid}\"}}⟦  # Pushover accepted it|  # reply from the API|⟧",
        "⟦Uptime Kuma|Healthchecks|Home Assistant⟧ notification: ⟦Pushover|Gotify⟧, ⟦priority high|quiet hours 22-07|sent {count} alerts this week⟧, ⟦token from the vault|keys not in the repo⟧",
    ],
    "dev_server_access_benign": [
        "    To access the server, open this file in a browser:\n        file:///home/{user}/.local/share/jupyter/runtime/jpserver-⟦2211|31877|904⟧-open.html\n    Or copy and paste one of these URLs:\n        http://127.0.0.1:8888/lab?token=...",
        "⟦jupyter on the GPU box|notebook on the lab server|Jupyter for the workshop⟧: http://{ip}:⟦8888|8890⟧/lab ⟦(token in the terminal output)|— run jupyter server list for the token|(password login)⟧",
        "jupyter lab --no-browser --ip=0.0.0.0 --port=⟦8888|8889⟧ --notebook-dir=/home/{user}/⟦notebooks|work|thesis⟧",
        "⟦~/.config/code-server/config.yaml|code-server config⟧\nbind-addr: 127.0.0.1:8080\nauth: ⟦none|password⟧\n⟦# password comes from $PASSWORD|hashed-password from the env|cert: false⟧",
        "demo.launch(share=True, auth=(os.environ[\"⟦DEMO_USER|GRADIO_USER⟧\"], os.environ[\"⟦DEMO_PASS|GRADIO_PASSWORD⟧\"]))",
        "c.ServerApp.ip = '0.0.0.0'\nc.ServerApp.port = ⟦8888|9999⟧\nc.ServerApp.open_browser = False\nc.ServerApp.root_dir = '/home/{user}/⟦notebooks|work⟧'",
    ],
    "tunnel_agent_token_benign": [
        "sudo tailscale up --authkey=${{TS_AUTHKEY}}⟦ --ssh| --advertise-exit-node⟧",
        "tailscale status\n{tsip}  ⟦nas|pi|desktop⟧  {user}@  linux  -\n{tsip2}  ⟦phone|laptop⟧  {user}@  ⟦iOS|macOS⟧  active; direct {ip}:41641",
        "ngrok http {port}\nForwarding  https://{ngroksub}.ngrok-free.app -> http://localhost:{port}",
        "sudo zerotier-cli join {ztnet}⟦\n200 join OK|⟧",
        "⟦cloudflared|cloudflared tunnel⟧ run --token-file /etc/cloudflared/token ⟦{uuid}|home-tunnel|nas⟧",
        "⟦frpc.toml|frpc config⟧\nserverAddr = \"{host}\"\nserverPort = 7000\nauth.method = \"token\"\nauth.token = \"{{{{ .Envs.FRP_TOKEN }}}}\"",
    ],
    "framework_signing_key_benign": [
        "⟦settings.py|mysite/settings.py|config/settings/prod.py⟧\nDEBUG = False\nSECRET_KEY = os.environ[\"DJANGO_SECRET_KEY\"]\nALLOWED_HOSTS = ['{domain}']",
        "python -c 'from django.core.management.utils import get_random_secret_key; print(get_random_secret_key())'",
        "⟦.env.example|.env.dist⟧ (⟦Laravel|the shop|the API⟧)\nAPP_NAME=⟦Shop|Portal|Booking⟧\nAPP_ENV=local\nAPP_KEY=\nAPP_URL=http://localhost\n# run php artisan key:generate",
        "app = Flask(__name__)\napp.secret_key = os.environ[\"⟦FLASK_SECRET_KEY|SECRET_KEY⟧\"]",
        "⟦NEXTAUTH_SECRET|AUTH_SECRET⟧=⟦<generate with openssl rand -base64 32>|changeme|${{AUTH_SECRET}}⟧⟦\nNEXTAUTH_URL=https://{domain}|⟧",
        "⟦config/runtime.exs|prod.secret.exs⟧\nconfig :⟦shop|portal⟧, ⟦ShopWeb|PortalWeb⟧.Endpoint,\n  secret_key_base: System.fetch_env!(\"SECRET_KEY_BASE\")",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in SECRET} | {
    "eid_card_pin_ml": "eid_card_pin_ml_benign",
    "hw_wallet_pin_ml": "hw_wallet_pin_ml_benign",
}
