"""Hand-written templates for the blind32 guard corpus: Vault unseal keys and root tokens (and other Shamir shares),
release signing keys and their passphrases (Gradle/Maven, cosign, minisign, Tauri, code-signing certificates),
keys that decrypt encrypted config (age/SOPS, Ansible Vault, git-crypt, Rails master keys, Jasypt, dotenvx), node
identity private keys of peer-to-peer networks (libp2p/IPFS, Tendermint validators, Nostr, Tor onion services,
Yggdrasil, ZeroTier, Solana, Nebula), live-stream keys, hardware token and HSM PINs, DNS-01 / ACME credentials used to
issue certificates, API keys hard-coded in code of less common languages, 802.1X / eduroam logins, and messenger
recovery secrets (Signal, WhatsApp, Element, Threema, Telegram).

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a public key, fingerprint or peer id, a ciphertext, an environment
variable or a file reference, a documented factory default, a masked value, or a public number that looks like a
secret (a Signal safety number, a TXT challenge record, a certificate serial). make_blind32.py fills the fields
({{ and }} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields
(SECRET_FIELDS in make_blind32.py) hold a credential; benign templates use only benign fields.
"""

SECRET: dict[str, list[str]] = {
    # Vault / OpenBao unseal and recovery keys, root tokens, other Shamir shares: the keys to every other secret
    "vault_unseal_share": [
        "Unseal Key 1: {unsealkey}\nUnseal Key 2: {unsealkey2}\nUnseal Key 3: {unsealkey3}\n\nInitial Root Token: {roottoken}\n\nVault initialized with ⟦5|3⟧ key shares and a key threshold of ⟦3|2⟧.",
        "$ vault operator unseal {unsealkey}\nKey                Value\n---                -----\nSeal Type          shamir\nInitialized        true\nSealed             true\nUnseal Progress    ⟦1/3|2/3|1/2⟧",
        "{name}: you are key holder ⟦2|3|4⟧ of 5 for the ⟦prod|DR|{dbname}⟧ vault. Your share: {unsealkey} — ⟦print it, put it in the safe, then delete this message|keep it offline, please⟧",
        "{{\n  \"unseal_keys_b64\": [\n    \"{unsealkey}\",\n    \"{unsealkey2}\"\n  ],\n  \"unseal_keys_hex\": [\n    \"{unsealhex}\"\n  ],\n  \"unseal_shares\": ⟦5|3⟧,\n  \"unseal_threshold\": ⟦3|2⟧,\n  \"root_token\": \"{roottoken}\"\n}}",
        "export VAULT_ADDR=https://vault.{domain}:8200\nexport VAULT_TOKEN={roottoken}\nvault kv get ⟦secret/{dbname}/db|kv/prod/payments⟧",
        "kubectl exec -n vault vault-⟦0|1|2⟧ -- vault operator unseal {unsealkey}",
        "Recovery Key 1: {unsealkey}\nRecovery Key 2: {unsealkey2}\n\nInitial Root Token: {roottoken}\n\nSuccess! Vault is initialized\n\nRecovery key initialized with 5 key shares and a key threshold of 3.",
        "my share of the ⟦family|company|estate⟧ ⟦recovery secret|master password⟧ (ssss, threshold ⟦3|2⟧): {shamirshare}",
        "$ ssss-combine -t 2\nEnter 2 shares separated by newlines:\nShare [1/2]: {shamirshare}\nShare [2/2]: {shamirshare2}",
    ],
    # release signing: whoever holds these can publish a build users will trust
    "artifact_signing_key": [
        "# ~/.gradle/gradle.properties\nsigning.keyId={keyid8}\nsigning.password={signpw}\nsigning.secretKeyRingFile=/home/{dbuser}/.gnupg/secring.gpg\nmavenCentralUsername={dbuser}\nmavenCentralPassword={signpw2}",
        "ORG_GRADLE_PROJECT_signingInMemoryKeyId={keyid8}\nORG_GRADLE_PROJECT_signingInMemoryKeyPassword={signpw}",
        "⟦cosign.key|cosign.key from the release box⟧\n{cosignkey}\n\nCOSIGN_PASSWORD={signpw}",
        "{minisignkey}",
        "TAURI_SIGNING_PRIVATE_KEY={taurikey}\nTAURI_SIGNING_PRIVATE_KEY_PASSWORD={signpw}",
        "<settings>\n  <profiles>\n    <profile>\n      <id>release</id>\n      <properties>\n        <gpg.keyname>{keyid16}</gpg.keyname>\n        <gpg.passphrase>{signpw}</gpg.passphrase>\n      </properties>\n    </profile>\n  </profiles>\n</settings>",
        "dotnet nuget sign ./bin/Release/*.nupkg --certificate-path ./codesign.pfx --certificate-password '{signpw}' --timestamper http://timestamp.{domain}",
        "{name}: the passphrase for the release key ({keyid16}) is {signpw}, ⟦we need it for the deb repo|rpm signing needs it|Maven Central wants it for the staging push⟧",
        "signtool sign /f codesign.pfx /p {signpw} /fd SHA256 /tr http://timestamp.{domain} /td SHA256 ⟦setup.exe|{dbname}-installer.msi⟧",
    ],
    # keys that decrypt encrypted config files: with the repo they reveal every secret in it
    "config_encryption_key": [
        "# created: ⟦2025|2026⟧-0⟦3|7|9⟧-1⟦1|4|8⟧T09:2⟦2|6⟧:41Z\n# public key: {agepub}\n{agekey}",
        "export SOPS_AGE_KEY={agekey}\nsops -d ⟦secrets.enc.yaml|k8s/prod/secrets.yaml⟧",
        "ansible-playbook -i inventory/prod site.yml --vault-password-file <(echo '{vaultpass}')",
        "⟦.vault_pass|~/.ansible/vault_pass.txt⟧ for the {dbname} playbooks: {vaultpass}",
        "git-crypt key for the {dbname} repo, base64 (decode it and run `git-crypt unlock key.bin`):\n{gitcryptkey}",
        "⟦config/master.key|RAILS_MASTER_KEY⟧ ⟦=|:⟧ {railsmaster}",
        "jasypt.encryptor.password={jasyptpw}\nspring.datasource.password=ENC({b64ct})",
        "{name}: the ansible vault password for ⟦prod|the homelab|group_vars/all/vault.yml⟧ is {vaultpass}",
        "# .env.keys (dotenvx) — do NOT commit\nDOTENV_PRIVATE_KEY_PRODUCTION=\"{dotenvkey}\"",
    ],
    # private keys of node identities: whoever holds one is that node, validator or account
    "node_identity_key": [
        "  \"Identity\": {{\n    \"PeerID\": \"12D3KooW{peerid}\",\n    \"PrivKey\": \"{libp2pkey}\"\n  }},",
        "⟦priv_validator_key.json|config/priv_validator_key.json⟧\n{{\n  \"address\": \"{hex40u}\",\n  \"pub_key\": {{\n    \"type\": \"tendermint/PubKeyEd25519\",\n    \"value\": \"{b44}\"\n  }},\n  \"priv_key\": {{\n    \"type\": \"tendermint/PrivKeyEd25519\",\n    \"value\": \"{tmprivkey}\"\n  }}\n}}",
        "my nostr ⟦private key|nsec⟧ (import it into ⟦Amethyst|Damus|the new client⟧): {nsec}",
        "hs_ed25519_secret_key of ⟦the onion service|{dbname}.onion⟧ (base64 of the file; restore it to keep the address):\n{torkey}",
        "{{\n  PrivateKey: {yggkey}\n  Peers: [\n    tls://{host}:443\n  ]\n  IfName: auto\n}}",
        "/var/lib/zerotier-one/identity.secret\n{ztsecret}",
        "⟦~/.config/solana/id.json|deployer keypair⟧\n{solkeypair}",
        "-----BEGIN NEBULA X25519 PRIVATE KEY-----\n{nebulakey}\n-----END NEBULA X25519 PRIVATE KEY-----",
    ],
    # stream keys: whoever has one broadcasts on the channel
    "live_stream_key": [
        "{{\n    \"settings\": {{\n        \"bwtest\": false,\n        \"key\": \"{streamkey}\",\n        \"server\": \"⟦rtmp://a.rtmp.youtube.com/live2|auto|rtmps://live-api-s.facebook.com:443/rtmp/⟧\",\n        \"service\": \"⟦YouTube - RTMPS|Twitch|Facebook Live⟧\"\n    }},\n    \"type\": \"rtmp_common\"\n}}",
        "ffmpeg -re -i ⟦sermon|match|webinar⟧.mp4 -c:v libx264 -preset veryfast -b:v 4500k -c:a aac -f flv rtmp://⟦a.rtmp.youtube.com/live2|live.twitch.tv/app⟧/{streamkey}",
        "{name}: stream key for ⟦Sunday's service|the match tonight|the webinar on {date}⟧ — {streamkey}",
        "application live {{\n    live on;\n    record off;\n    push rtmp://live.twitch.tv/app/{twitchkey};\n}}",
        "Stream URL: rtmp://⟦a.rtmp.youtube.com/live2|live.twitch.tv/app|global-live.mux.com:5222/app⟧\nStream key: {streamkey}",
        "⟦Twitch|the channel⟧ primary stream key: {twitchkey} (⟦don't show it on screen|reset it if it leaks⟧)",
        "MUX_STREAM_KEY={muxkey}\nMUX_PLAYBACK_ID={muxplay}",
    ],
    # PINs, PUKs and management keys of smart cards, YubiKeys and HSMs
    "hardware_token_pin": [
        "ykman piv access change-pin --pin 123456 --new-pin {tokenpin}",
        "ykman piv access change-management-key --management-key 010203040506070801020304050607080102030405060708 --new-management-key {mgmtkey}",
        "{name}: YubiKey ⟦PIV|OpenPGP⟧ PIN {tokenpin}, PUK {tokenpuk} — ⟦the one on my keyring|the spare in the drawer|the backup key in the safe⟧",
        "softhsm2-util --init-token --slot 0 --label \"{dbname}\" --so-pin {tokenpuk} --pin {tokenpin}",
        "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin {tokenpin} --list-objects",
        "yubihsm> session open ⟦1|2|7⟧ {hsmpw}",
        "gpg --card-edit\n⟦admin PIN|Admin PIN (PW3)⟧: {tokenpuk}\n⟦user PIN|PIN (PW1)⟧: {tokenpin}",
        "lunacm:> partition login -role ⟦co|crypto officer⟧ -password {hsmpw}",
        "ssl_certificate_key \"engine:pkcs11:pkcs11:token={dbname};object=tls-key;pin-value={tokenpin}\";",
    ],
    # credentials that issue TLS certificates for a domain (DNS-01 provider tokens, ACME external account binding)
    "cert_issuance_credential": [
        "⟦~/.secrets/certbot/cloudflare.ini|/etc/letsencrypt/cloudflare.ini⟧\ndns_cloudflare_api_token = {cftoken}",
        "certbot register --eab-kid {eabkid} --eab-hmac-key {eabhmac} --server https://acme.⟦zerossl.com/v2/DV90|{domain}/acme/directory⟧ -m ops@{domain}",
        "CLOUDFLARE_DNS_API_TOKEN={cftoken} lego --email ops@{domain} --dns cloudflare -d '*.{domain}' run",
        "export PORKBUN_API_KEY=\"pk1_{hex64s}\"\nexport PORKBUN_SECRET_API_KEY=\"{porksecret}\"\nacme.sh --issue --dns dns_porkbun -d {domain}",
        "certbot certonly --authenticator dns-duckdns --dns-duckdns-token {duckdnstoken} -d ⟦{dbname}.duckdns.org|home-{dbname}.duckdns.org⟧",
        "environment:\n  - OVH_ENDPOINT=ovh-eu\n  - OVH_APPLICATION_KEY={ovhkey}\n  - OVH_APPLICATION_SECRET={ovhsecret}\n  - OVH_CONSUMER_KEY={ovhconsumer}",
        "{domain} {{\n    tls {{\n        dns ⟦hetzner|desec⟧ {dnstoken}\n    }}\n    reverse_proxy localhost:8080\n}}",
        "{name}: EAB credentials from ⟦ZeroSSL|Google Trust Services|Sectigo⟧ — kid {eabkid}, HMAC key {eabhmac}",
        "export DO_API_KEY=\"dop_v1_{dopsecret}\"\nacme.sh --issue --dns dns_dgon -d {domain} -d '*.{domain}'",
    ],
    # API keys hard-coded in code of languages other than the usual Python / JS / Go / Java
    "api_key_uncommon_lang": [
        "config :{dbname}, {module}.Client,\n  api_key: \"{rareapikey}\",\n  base_url: \"https://api.{domain}\"",
        "apiKey :: Text\napiKey = \"{rareapikey}\"\n\nfetchItems :: IO ()\nfetchItems = do\n  req <- parseRequest \"https://api.{domain}/v1/items\"\n  let req' = setRequestHeader \"Authorization\" [\"Bearer \" <> encodeUtf8 apiKey] req\n  print =<< httpLBS req'",
        "local API_KEY = \"{rareapikey}\"\nlocal res = http.request{{\n  url = \"https://api.{domain}/v1/ask\",\n  headers = {{ [\"x-api-key\"] = API_KEY }},\n}}",
        "Sys.setenv(⟦MAPS_API_KEY|WEATHER_KEY|CENSUS_KEY⟧ = \"{rareapikey}\")\nres <- httr::GET(\"https://api.{domain}/v1/data\", httr::add_headers(Authorization = paste(\"Bearer\", \"{rareapikey}\")))",
        "const API_KEY = \"{rareapikey}\"\nresp = HTTP.get(\"https://api.{domain}/v1/quotes\", [\"X-Api-Key\" => API_KEY])",
        "let client = newHttpClient()\nclient.headers = newHttpHeaders({{\"Authorization\": \"Bearer {rareapikey}\"}})\necho client.getContent(\"https://api.{domain}/v1/me\")",
        "const api_key = \"{rareapikey}\";\n\npub fn main() !void {{\n    var client = std.http.Client{{ .allocator = allocator }};\n    defer client.deinit();\n}}",
        "(def api-key \"{rareapikey}\")\n\n(defn orders []\n  (client/get \"https://api.{domain}/v1/orders\" {{:headers {{\"X-API-Key\" api-key}}}}))",
        "let api_key = \"{rareapikey}\"\nlet () = Lwt_main.run (fetch ~key:api_key \"https://api.{domain}/v1/feed\")",
        "my $ua = LWP::UserAgent->new;\n$ua->default_header('X-Api-Key' => '{rareapikey}');\nmy $res = $ua->get('https://api.{domain}/v1/stock');",
        "$headers = @{{ 'Authorization' = 'Bearer {rareapikey}' }}\nInvoke-RestMethod -Uri 'https://api.{domain}/v1/me' -Headers $headers",
        "const String apiKey = '{rareapikey}';\nfinal res = await http.get(Uri.parse('https://api.{domain}/v1/places'), headers: {{'x-api-key': apiKey}});",
        "-define(API_KEY, <<\"{rareapikey}\">>).\n\nfetch() ->\n    httpc:request(get, {{\"https://api.{domain}/v1/rates\", [{{\"x-api-key\", ?API_KEY}}]}}, [], []).",
        "Const API_KEY As String = \"{rareapikey}\"\n\nSub RefreshRates()\n    Dim http As Object\n    Set http = CreateObject(\"MSXML2.XMLHTTP\")\n    http.Open \"GET\", \"https://api.{domain}/v1/rates\", False\n    http.setRequestHeader \"X-Api-Key\", API_KEY",
        "withEnv([\"DEPLOY_API_KEY={rareapikey}\"]) {{\n    sh './deploy.sh --target ⟦staging|prod⟧'\n}}",
    ],
    # 802.1X / eduroam logins: usually the person's whole university or company account
    "eap_8021x_login": [
        "network={{\n    ssid=\"⟦eduroam|Corp-WiFi|STAFF⟧\"\n    key_mgmt=WPA-EAP\n    eap=PEAP\n    identity=\"{eapuser}\"\n    password=\"{eappw}\"\n    phase2=\"auth=MSCHAPV2\"\n}}",
        "[connection]\nid=⟦eduroam|Corp-WiFi⟧\ntype=wifi\n\n[802-1x]\neap=⟦peap;|ttls;⟧\nidentity={eapuser}\npassword={eappw}\nphase2-auth=mschapv2",
        "nmcli con add type wifi ifname wlan0 con-name eduroam ssid eduroam -- wifi-sec.key-mgmt wpa-eap 802-1x.eap peap 802-1x.phase2-auth mschapv2 802-1x.identity {eapuser} 802-1x.password '{eappw}'",
        "/var/lib/iwd/eduroam.8021x\n[Security]\nEAP-Method=PEAP\nEAP-Identity=anonymous@{domain}\nEAP-PEAP-Phase2-Method=MSCHAPV2\nEAP-PEAP-Phase2-Identity={eapuser}\nEAP-PEAP-Phase2-Password={eappw}",
        "{name}: the eduroam login for ⟦the guest lecturer|the new postdoc|the lab laptop⟧ is {eapuser} / {eappw}",
        "{eapuser}   Cleartext-Password := \"{eappw}\"\n        Reply-Message := \"Hello, %{{User-Name}}\"",
        "EAP method: PEAP\nPhase 2 authentication: MSCHAPV2\nCA certificate: Use system certificates\nDomain: {domain}\nIdentity: {eapuser}\nPassword: {eappw}",
    ],
    # messenger backup / recovery secrets: with them someone restores the whole chat history elsewhere
    "messenger_recovery_secret": [
        "Signal backup passphrase (30 digits, needed to restore on the new phone):\n{signalpass}",
        "{name}: WhatsApp end-to-end encrypted backup key ⟦(64 digits)|— the 64-digit one⟧: {wakey}",
        "Element security key: {elementkey}\n(Settings → Security & Privacy → Secure Backup)",
        "Threema ID {threemaid}, backup password: {threemapw}",
        "⟦recovery key|Matrix recovery key⟧ for @{dbuser}:{domain} — {elementkey}",
        "if I lose my phone: Signal PIN {signalpin}, backup passphrase {signalpass}",
        "Telegram two-step verification password: {tgpw} (hint: ⟦the usual|boat⟧)",
        "Wire backup from {date}, password {threemapw}",
    ],
}

BENIGN: dict[str, list[str]] = {
    "vault_unseal_share_benign": [
        "$ vault status\nKey             Value\n---             -----\nSeal Type       shamir\nInitialized     true\nSealed          false\nTotal Shares    5\nThreshold       3\nVersion         {ver}\nCluster ID      {uuid}\nHA Mode         active",
        "$ vault operator unseal\nUnseal Key (will be hidden):\nKey                Value\nSealed             true\nUnseal Progress    ⟦1/3|2/3⟧",
        "export VAULT_ADDR=https://vault.{domain}:8200\nexport VAULT_TOKEN=$(cat ~/.vault-token)\nvault kv get secret/{dbname}/db",
        "{name}: unseal ceremony on {date} — ⟦3 of 5 holders came|quorum reached after lunch⟧, the shares stay in their envelopes, ticket {invoice}",
        "$ vault token lookup -accessor {accessor}\nKey             Value\naccessor        {accessor}\ndisplay_name    ⟦approle|oidc-{dbuser}⟧\npolicies        [default ops]\nttl             ⟦767h|59m⟧",
        "Unseal Key 1: ⟦<redacted>|[removed]|********⟧\nUnseal Key 2: ⟦<redacted>|[removed]|********⟧\n\nInitial Root Token: ⟦<redacted>|[revoked on {date}]⟧",
    ],
    "artifact_signing_key_benign": [
        "# gradle.properties\nsigning.keyId={keyid8}\nsigning.password=⟦${{SIGNING_PASSWORD}}|<set in ~/.gradle/gradle.properties>⟧\nsigning.secretKeyRingFile=⟦${{HOME}}/.gnupg/secring.gpg|/run/secrets/secring.gpg⟧",
        "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE{cosignpub}\n-----END PUBLIC KEY-----",
        "untrusted comment: minisign public key {keyid16}\nRWQ{minisignpub}",
        "sec   ed25519 2025-03-02 [SC] [expires: 2028-03-02]\n      {hex40u}\nuid           [ultimate] Release Bot <release@{domain}>\nssb   cv25519 2025-03-02 [E]",
        "$ cosign verify --key cosign.pub registry.{domain}/{dbname}:{ver}\n\nVerification for registry.{domain}/{dbname}:{ver} --\nThe following checks were performed on each of these signatures:\n  - The cosign claims were validated\n  - The signatures were verified against the specified public key\n[{{\"critical\":{{\"image\":{{\"docker-manifest-digest\":\"sha256:{sha256}\"}}}}}}]",
        "{name}: rotated the release signing key on {date}, new fingerprint {hex40u}; the passphrase ⟦stays in the HSM|is in the vault as usual⟧",
    ],
    "config_encryption_key_benign": [
        "creation_rules:\n  - path_regex: ⟦secrets/.*\\.yaml|k8s/.*/secrets\\.yaml⟧\n    age: {agepub}",
        "$ANSIBLE_VAULT;1.1;AES256\n{vaultblob}",
        "ansible-playbook -i inventory/prod site.yml ⟦--ask-vault-pass|--vault-password-file ~/.ansible/vault_pass.txt⟧",
        "password: ENC[AES256_GCM,data:{b64ct},iv:{b44},tag:{b44},type:str]\nsops:\n  age:\n    - recipient: {agepub}",
        "RAILS_MASTER_KEY is in 1Password (\"{dbname} master key\"); never commit config/master.key — it's in .gitignore since {date}",
        "DOTENV_PUBLIC_KEY_PRODUCTION=\"02{hex64s}\"\nDATABASE_URL=\"encrypted:{b64ct}\"",
    ],
    "node_identity_key_benign": [
        "$ ipfs id\n{{\n  \"ID\": \"12D3KooW{peerid}\",\n  \"PublicKey\": \"CAESI{b44}\",\n  \"AgentVersion\": \"kubo/{ver}/\"\n}}",
        "$ ⟦gaiad|simd|junod⟧ tendermint show-validator\n{{\"@type\":\"/cosmos.crypto.ed25519.PubKey\",\"key\":\"{b44}\"}}",
        "follow me on nostr: {npub} (⟦nip05|verified as⟧ {dbuser}@{domain})",
        "$ cat /var/lib/tor/{dbname}/hostname\n{onion}.onion",
        "$ zerotier-cli info\n200 info {zthex} {ver} ONLINE\n$ zerotier-cli join {ztnet}\n200 join OK",
        "$ solana address\n{solpub}\n$ solana balance\n⟦0.5|12.25|3⟧ SOL",
    ],
    "live_stream_key_benign": [
        "{{\n    \"settings\": {{\n        \"bwtest\": false,\n        \"key\": \"\",\n        \"server\": \"rtmp://a.rtmp.youtube.com/live2\",\n        \"service\": \"YouTube - RTMPS\"\n    }},\n    \"type\": \"rtmp_common\"\n}}",
        "Stream URL: rtmp://⟦a.rtmp.youtube.com/live2|live.twitch.tv/app⟧\nStream key: ⟦(reset after the event)|•••••••••• (in the Studio)|[hidden]⟧",
        "we're live ⟦on Sunday at 10|tonight at 8⟧: https://www.youtube.com/watch?v={ytid}",
        "{name}: VOD of ⟦the match|the talk⟧ is up — twitch.tv/videos/{vodid}",
        "ffmpeg -re -i input.mp4 -c:v libx264 -b:v 4500k -c:a aac -f flv \"rtmp://live.twitch.tv/app/$TWITCH_STREAM_KEY\"",
        "stream health {date}: ⟦4500|6000⟧ kbps, dropped frames 0.⟦2|4⟧ %, stream id {uuid}, ingest {host}",
    ],
    "hardware_token_pin_benign": [
        "$ ykman piv info\nPIV version:              5.⟦4|7⟧.3\nPIN tries remaining:      3/3\nPUK tries remaining:      3/3\nManagement key algorithm: ⟦TDES|AES192⟧\nCHUID: {hex40}\nCCC:   No data available",
        "$ ykman piv access change-pin\nEnter the current PIN:\nEnter the new PIN:\nRepeat for confirmation:\nNew PIN set.",
        "factory defaults (from the docs): PIN 123456, PUK 12345678, management key 010203040506070801020304050607080102030405060708 — ⟦change them before use|the setup script changes all three⟧",
        "$ pkcs11-tool --list-slots\nAvailable slots:\nSlot 0 (0x{slothex}): SoftHSM slot ID 0x{slothex}\n  token label        : {dbname}\n  token serial       : {tokserial}\n  token flags        : login required, rng, token initialized, PIN initialized",
        "{name}: locked my YubiKey PIN (3 wrong tries), unblocking it with the PUK tomorrow — ticket {invoice}",
        "ssl_certificate_key \"engine:pkcs11:pkcs11:token={dbname};object=tls-key?pin-source=file:/etc/pki/token.pin\";",
    ],
    "cert_issuance_credential_benign": [
        "⟦~/.secrets/certbot/cloudflare.ini|/etc/letsencrypt/cloudflare.ini⟧\ndns_cloudflare_api_token = ⟦<token with Zone:DNS:Edit>|0123456789abcdef0123456789abcdef01234567|${{CF_TOKEN}}⟧",
        "Successfully received certificate.\nCertificate is saved at: /etc/letsencrypt/live/{domain}/fullchain.pem\nKey is saved at:         /etc/letsencrypt/live/{domain}/privkey.pem\nThis certificate expires on {date}.",
        "_acme-challenge.{domain}. 120 IN TXT \"{acmetxt}\"",
        "Serial Number: {certserial}\nSHA-256 Fingerprint: {certfp}\nIssuer: C=US, O=Let's Encrypt, CN=⟦R10|R11|E5⟧",
        "CLOUDFLARE_DNS_API_TOKEN=$(⟦pass show cf/dns|op read op://infra/cloudflare/token⟧) lego --email ops@{domain} --dns cloudflare -d '*.{domain}' run",
        "{name}: the EAB kid is {eabkid}; the HMAC key is only shown once, it's in the vault under acme/⟦zerossl|gts⟧",
    ],
    "api_key_uncommon_lang_benign": [
        "config :{dbname}, {module}.Client,\n  api_key: System.fetch_env!(\"⟦PAYMENTS_API_KEY|MAPS_KEY⟧\"),\n  base_url: \"https://api.{domain}\"",
        "fetchItems :: IO ()\nfetchItems = do\n  apiKey <- getEnv \"API_KEY\"\n  req <- parseRequest \"https://api.{domain}/v1/items\"\n  print req",
        "local API_KEY = os.getenv(\"API_KEY\")\nlocal VERSION = \"{ver}\"",
        "key <- Sys.getenv(\"⟦MAPS_API_KEY|WEATHER_KEY⟧\")\nif (key == \"\") stop(\"set it in ~/.Renviron\")",
        "const API_KEY = get(ENV, \"API_KEY\", \"\")\nconst SCHEMA_SHA = \"{sha256}\"",
        "$key = Get-Secret -Name ⟦ApiKey|DeployKey⟧ -AsPlainText\nInvoke-RestMethod -Uri 'https://api.{domain}/v1/me' -Headers @{{ 'Authorization' = \"Bearer $key\" }}",
        "Const API_KEY As String = \"⟦YOUR_API_KEY_HERE|<paste key>|⟧\"",
        "(def api-key (System/getenv \"API_KEY\"))\n(def build-id \"{hex40}\")",
    ],
    "eap_8021x_login_benign": [
        "network={{\n    ssid=\"eduroam\"\n    key_mgmt=WPA-EAP\n    eap=TLS\n    identity=\"{eapuser}\"\n    ca_cert=\"/etc/ssl/certs/ca.pem\"\n    client_cert=\"/etc/wpa/{dbuser}.crt\"\n    private_key=\"/etc/wpa/{dbuser}.key\"\n}}",
        "eduroam setup: Identity = your full university e-mail (e.g. {eapuser}), Password = your university password, Anonymous identity = anonymous@{domain}",
        "Auth: ({count}{count}41) Login OK: [{eapuser}] (from client ap-{count} port 0 via TLS tunnel)",
        "nmcli con modify eduroam 802-1x.identity {eapuser} 802-1x.password-flags 2",
        "{name}: eduroam keeps failing on the Pixel, server certificate domain is {domain}, ticket {invoice}",
    ],
    "messenger_recovery_secret_benign": [
        "safety number with {name}:\n{safetynum}\n(verified in person)",
        "Threema ID {threemaid}, public key fingerprint {hex32}",
        "WhatsApp: last backup {date} 02:1{count}, {count}.4 GB, end-to-end encrypted ⟦with a password|with a 64-digit key⟧ (stored where only I can find it)",
        "Session ID: {deviceid}\nSession key: {sessionkey}",
        "{name}: how do I find my Signal backup passphrase again? I wrote the 30 digits down somewhere and ⟦lost the paper|can't find them⟧",
        "room !{roomid}:{domain}, event ${eventid}",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "tax_portal_login_ml", "carrier_account_pin_ml")}
