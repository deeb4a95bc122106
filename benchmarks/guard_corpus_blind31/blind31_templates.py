"""Hand-written templates for the blind31 guard corpus: cloud provider access keys (shell history, Terraform tfvars,
credential files, service-account JSON), package and container registry tokens (.npmrc, .pypirc, Docker
config.json, Cargo/NuGet/Composer), SSH private keys and their passphrases, API keys inside curl commands and Postman
exports, OAuth client secrets, JWT signing secrets and live bearer JWTs, password-manager CSV export lines, crypto
exchange API key/secret pairs, and bank logins with their security-question answers.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a documentation example value (AWS's published ``AKIAIOSFODNN7EXAMPLE``
pair, ``npm_xxx``), an environment variable or a file reference, a redacted value, or a public value that looks like a
secret (an SSH *public* key, a key fingerprint, a build ID, an image digest, a JWT header decoded, a JWKS public
modulus, an invoice or tracking number, a request ID). make_blind31.py fills the fields ({{ and }} are literal braces)
and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in make_blind31.py) hold a
credential; benign templates use only benign fields.
"""

SECRET: dict[str, list[str]] = {
    # cloud provider keys: the pair (or the service-account key) is the account
    "cloud_access_key": [
        "  ⟦501|1187|2044|87⟧  export AWS_ACCESS_KEY_ID={akid}\n  ⟦502|1188|2045|88⟧  export AWS_SECRET_ACCESS_KEY={awssecret}\n  ⟦503|1189|2046|89⟧  aws s3 ls s3://⟦backups-{dbname}|{dbname}-exports|media-prod⟧",
        "⟦~/.aws/credentials|cat ~/.aws/credentials⟧\n[⟦default|prod|deploy|{dbname}⟧]\naws_access_key_id = {akid}\naws_secret_access_key = {awssecret}⟦\nregion = eu-west-1||\nregion = us-east-2⟧",
        "# terraform.tfvars\nregion     = \"⟦eu-central-1|us-west-2|ap-southeast-1⟧\"\naccess_key = \"{akid}\"\nsecret_key = \"{awssecret}\"\nbucket     = \"{dbname}-tfstate\"",
        "{name}: ⟦the CI user|the backup IAM user|the read-only billing user⟧ — key id {akid}, secret {awssecret}⟦, don't rotate before Friday||, scoped to one bucket⟧",
        "{{\n  \"type\": \"service_account\",\n  \"project_id\": \"{dbname}-⟦prod|473812|analytics⟧\",\n  \"private_key_id\": \"{sha1}\",\n  \"private_key\": \"{gcpkey}\",\n  \"client_email\": \"⟦deployer|bq-reader|uploader⟧@{dbname}-prod.iam.gserviceaccount.com\"\n}}",
        "az login --service-principal -u {uuid} -p '{azsecret}' --tenant {uuid2}",
        "⟦ARM_CLIENT_ID={uuid}\nARM_CLIENT_SECRET={azsecret}\nARM_TENANT_ID={uuid2}|AZURE_CLIENT_ID={uuid}\nAZURE_CLIENT_SECRET={azsecret}\nAZURE_TENANT_ID={uuid2}⟧",
    ],
    # package and container registry tokens: publish rights, or pulls of private images
    "registry_token": [
        "⟦~/.npmrc|.npmrc in the repo root|project .npmrc⟧\n//registry.npmjs.org/:_authToken={npmtoken}⟦\nalways-auth=true||\n@{dbname}:registry=https://registry.npmjs.org/⟧",
        "⟦~/.pypirc|.pypirc⟧\n[pypi]\n  username = __token__\n  password = {pypitoken}",
        "⟦~/.docker/config.json|docker config.json from the build box⟧\n{{\n  \"auths\": {{\n    \"⟦registry.{domain}|ghcr.io|https://index.docker.io/v1/⟧\": {{\n      \"auth\": \"{dockerauth}\"\n    }}\n  }}\n}}",
        "echo '{regpw}' | docker login ⟦registry.{domain}|harbor.{domain}|quay.io⟧ -u ⟦{dbuser}|robot${dbname}+ci⟧ --password-stdin",
        "twine upload dist/* -u __token__ -p {pypitoken}",
        "{name}: ⟦publish token for the @{dbname} scope|npm automation token for releases|the token CI uses to publish⟧: {npmtoken}",
        "⟦~/.cargo/credentials.toml|cargo credentials⟧\n[registry]\ntoken = \"{cargotoken}\"",
        "dotnet nuget add source https://nuget.{domain}/v3/index.json -n ⟦internal|corp⟧ -u {dbuser} -p {regpw} --store-password-in-clear-text",
    ],
    # SSH private keys (fragments included) and the passphrases that unlock them
    "ssh_private_key": [
        "{sshkey}",
        "⟦id_ed25519 from the old laptop|the deploy key (private half)|key for the bastion⟧:\n{sshkey}",
        "{name}: passphrase for ⟦~/.ssh/id_ed25519|the deploy key|my GitHub key|the bastion key⟧ is {sshpass}",
        "⟦ssh-keygen -p -f ~/.ssh/id_rsa -P|ssh-keygen -y -f ~/.ssh/deploy -P⟧ '{sshpass}' ⟦-N ''|> /tmp/pub⟧",
        "⟦key for the build server, first lines|part of the private key, the rest is in the other message⟧\n{sshkeyhead}",
        "Host ⟦bastion|prod-jump|nas⟧\n  HostName {host}\n  User {dbuser}\n  IdentityFile ~/.ssh/⟦bastion|jump⟧_ed25519\n# ⟦key passphrase|passphrase⟧: {sshpass}",
        "sshpass -p '{sshpass}' ssh -o StrictHostKeyChecking=no {dbuser}@{host}",
    ],
    # API keys inside curl commands, HTTP snippets and Postman exports
    "api_key_curl": [
        "curl ⟦-s|-sS|-X POST⟧ https://api.{domain}/v⟦1|2⟧/⟦orders|events|reports⟧ \\\n  -H \"Authorization: Bearer {apikey}\" \\\n  -H \"Content-Type: application/json\"",
        "curl -H \"⟦x-api-key|X-API-Key|apikey⟧: {apikey}\" \"https://⟦api|gateway⟧.{domain}/⟦v1/search?q=test|status|v2/items⟧\"",
        "curl \"https://api.{domain}/⟦geocode|forecast|convert⟧?⟦key|api_key|access_key⟧={apikey}&⟦q=Lisbon|units=metric|format=json⟧\"",
        "{{\n  \"info\": {{ \"name\": \"⟦Orders API|Partner sandbox|Billing⟧\", \"schema\": \"https://schema.getpostman.com/json/collection/v2.1.0/collection.json\" }},\n  \"auth\": {{\n    \"type\": \"apikey\",\n    \"apikey\": [ {{ \"key\": \"value\", \"value\": \"{apikey}\", \"type\": \"string\" }} ]\n  }}\n}}",
        "⟦GET|POST⟧ /v1/⟦customers|shipments|invoices⟧ HTTP/1.1\nHost: api.{domain}\nAuthorization: ⟦Bearer|Token|ApiKey⟧ {apikey}",
        "{name}: ⟦the maps|the LLM|the mailing|the partner⟧ key for ⟦the demo|staging|the dashboard⟧ — {apikey}",
        "http ⟦GET|POST⟧ https://api.{domain}/v1/⟦me|usage⟧ \"Authorization:Bearer {apikey}\"",
    ],
    # OAuth client secrets: with the client id they mint tokens as the app
    "oauth_client_secret": [
        "{{\"web\":{{\"client_id\":\"{gclientid}.apps.googleusercontent.com\",\"project_id\":\"{dbname}-⟦web|login⟧\",\"auth_uri\":\"https://accounts.google.com/o/oauth2/auth\",\"token_uri\":\"https://oauth2.googleapis.com/token\",\"client_secret\":\"{gocspx}\"}}}}",
        "⟦OAUTH_CLIENT_ID={clientid}\nOAUTH_CLIENT_SECRET={clientsecret}|GITHUB_CLIENT_ID={clientid}\nGITHUB_CLIENT_SECRET={clientsecret}|AUTH0_CLIENT_ID={clientid}\nAUTH0_CLIENT_SECRET={clientsecret}⟧",
        "curl -X POST https://⟦auth|login|id⟧.{domain}/oauth/token \\\n  -d grant_type=client_credentials \\\n  -d client_id={clientid} \\\n  -d client_secret={clientsecret}",
        "{name}: ⟦the Keycloak client|the SSO app|the Zoom integration⟧ ⟦{clientid}|for the intranet⟧ has secret {clientsecret}",
        "⟦spring.security.oauth2.client.registration.google.client-id={clientid}\nspring.security.oauth2.client.registration.google.client-secret={clientsecret}|spring.security.oauth2.client.registration.okta.client-id={clientid}\nspring.security.oauth2.client.registration.okta.client-secret={clientsecret}⟧",
        "⟦Client ID|client id⟧: {gclientid}.apps.googleusercontent.com\n⟦Client secret|client secret⟧: {gocspx}",
    ],
    # JWT signing secrets (anyone can forge sessions) and live bearer JWTs
    "jwt_signing_secret": [
        "⟦.env|.env.production|api/.env⟧\nNODE_ENV=production\n⟦JWT_SECRET|JWT_SIGNING_KEY|AUTH_SECRET⟧={jwtsecret}\nJWT_EXPIRES_IN=⟦7d|1h|30d⟧",
        "jwt:\n  ⟦secret|signing-key|hmac-key⟧: ⟦\"{jwtsecret}\"|{jwtsecret}⟧\n  issuer: https://{domain}\n  ttl: ⟦3600|86400⟧",
        "const token = jwt.sign({{ sub: user.id }}, \"{jwtsecret}\", {{ expiresIn: \"⟦1h|7d|30d⟧\" }});",
        "{name}: ⟦admin token for the staging API, valid a month|my session token if you need to hit the API|service token for the importer⟧:\n{jwt}",
        "Authorization: Bearer {jwt}",
        "⟦NEXTAUTH_SECRET|SUPABASE_JWT_SECRET|HASURA_GRAPHQL_JWT_SECRET⟧=⟦{jwtsecret}|'{{\"type\":\"HS256\",\"key\":\"{jwtsecret}\"}}'⟧",
        "SECRET_KEY = '{djangokey}'  # ⟦settings.py|production settings⟧",
    ],
    # password-manager exports: one CSV line per login
    "password_manager_export": [
        "⟦name,url,username,password|name,url,username,password,note|Title,URL,Username,Password⟧\n{pmline}\n{pmline2}",
        "{pmline}",
        "⟦bitwarden_export_{date}.csv|chrome passwords.csv|1password export (csv)⟧, first rows:\n{pmline}\n{pmline2}\n{pmline3}",
        "{name}: ⟦sorry, pasted from the export|row from the old KeePass csv|from Firefox logins.csv⟧ — {pmline}",
        "\"Group\",\"Title\",\"Username\",\"Password\",\"URL\"\n\"⟦Root/Banking|Root/Work|Root/Home⟧\",{pmkeepass}",
    ],
    # crypto exchange API key and secret pairs: trading, sometimes withdrawals
    "crypto_exchange_api": [
        "⟦Binance|Bybit|OKX|KuCoin|Kraken|Bitget⟧ API\nAPI Key: {exkey}\nSecret Key: {exsecret}⟦\nPassphrase: {expass}||⟧",
        "exchange = ccxt.⟦binance|bybit|kraken|okx⟧({{\n    'apiKey': '{exkey}',\n    'secret': '{exsecret}',\n}})",
        "⟦BINANCE_API_KEY={exkey}\nBINANCE_API_SECRET={exsecret}|EXCHANGE_KEY={exkey}\nEXCHANGE_SECRET={exsecret}|BYBIT_KEY={exkey}\nBYBIT_SECRET={exsecret}⟧",
        "{name}: keys for the ⟦grid bot|arbitrage script|tax export tool⟧ (⟦read only|trade, no withdraw|withdrawals enabled, careful⟧): {exkey} / {exsecret}",
        "[⟦freqtrade|hummingbot|bot⟧ config]\n\"exchange\": {{\n  \"name\": \"⟦binance|kucoin|gateio⟧\",\n  \"key\": \"{exkey}\",\n  \"secret\": \"{exsecret}\"\n}}",
    ],
    # bank logins with their security-question answers: the answers reset the account
    "security_answers": [
        "{bank} online banking\n⟦user|login|customer no.⟧: {bankuser}\npassword: {pw}\n⟦memorable word|security word⟧: {memword}",
        "{bank} security questions\n- ⟦mother's maiden name|Mother's maiden name?⟧: {maiden}\n- ⟦first pet|name of your first pet⟧: {pet}\n- ⟦city where you were born|birth town⟧: {town}",
        "{name}: for the ⟦{bank}|phone banking|card helpline⟧ reset they asked ⟦my mother's maiden name|the maiden name⟧ — it's {maiden}, ⟦and the first school was {school}|PIN hint: {memword}|and the pet was {pet}⟧",
        "⟦login for mum's bank|dad's {bank} account (I help him)|joint account login⟧: {bankuser} / {pw}, ⟦security answer|answer to the question⟧ \"{pet}\"",
        "⟦Q: What was the name of your first pet? A: {pet}|Q: In what city did your parents meet? A: {town}|Q: What is your mother's maiden name? A: {maiden}⟧\n⟦Q: Name of your first school? A: {school}|Q: Favourite teacher? A: {teacher}⟧",
        "{bank} ⟦telephone banking|app⟧: customer number {bankuser}, ⟦memorable information|passcode⟧ {memword}, ⟦security answer|secret answer⟧ {maiden}",
    ],
}

BENIGN: dict[str, list[str]] = {
    "cloud_access_key_benign": [
        "⟦~/.aws/credentials (the example from the AWS docs)|example from the CLI docs⟧\n[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "# terraform.tfvars\nregion  = \"⟦eu-central-1|us-west-2⟧\"\nprofile = \"⟦prod|deploy⟧\"   # keys come from ~/.aws via SSO\nbucket  = \"{dbname}-tfstate\"",
        "aws sts get-caller-identity\n{{\n    \"UserId\": \"AIDA{awsuid}\",\n    \"Account\": \"{awsacct}\",\n    \"Arn\": \"arn:aws:iam::{awsacct}:user/⟦ci|deploy|backup⟧\"\n}}",
        "{name}: ⟦the CI user's keys were rotated|rotated the backup IAM user's key⟧ on {date}, old key id ⟦ending …{akidtail}|AKIA…{akidtail}⟧ is deactivated",
        "aws iam list-access-keys --user-name {dbuser}\n{{\n    \"AccessKeyMetadata\": [\n        {{\n            \"UserName\": \"{dbuser}\",\n            \"AccessKeyId\": \"AKIA{awsuid3}\",\n            \"Status\": \"⟦Active|Inactive⟧\",\n            \"CreateDate\": \"{date}\"\n        }}\n    ]\n}}",
        "export AWS_ACCESS_KEY_ID=${{{{ secrets.AWS_ACCESS_KEY_ID }}}}\nexport AWS_SECRET_ACCESS_KEY=${{{{ secrets.AWS_SECRET_ACCESS_KEY }}}}",
        "{{\n  \"type\": \"service_account\",\n  \"project_id\": \"{dbname}-prod\",\n  \"private_key_id\": \"{sha1}\",\n  \"private_key\": \"<REDACTED>\",\n  \"client_email\": \"deployer@{dbname}-prod.iam.gserviceaccount.com\"\n}}",
    ],
    "registry_token_benign": [
        "⟦~/.npmrc|.npmrc⟧\n//registry.npmjs.org/:_authToken=${{NPM_TOKEN}}\n@{dbname}:registry=https://registry.npmjs.org/",
        "docker pull ⟦registry.{domain}|ghcr.io/{dbname}⟧/⟦api|worker|web⟧@sha256:{sha256}",
        "⟦~/.pypirc|.pypirc⟧\n[pypi]\n  username = __token__\n  password = ⟦pypi-xxxxxxxx|<your token>|%(PYPI_TOKEN)s⟧",
        "{name}: npm publish failed with E401 ⟦after the token expired|since {date}⟧, ⟦new token is in the CI secrets|I'll regenerate it under Access Tokens⟧, build id {buildid}",
        "{{\n  \"credsStore\": \"⟦desktop|osxkeychain|pass⟧\",\n  \"auths\": {{\n    \"⟦registry.{domain}|ghcr.io⟧\": {{}}\n  }}\n}}",
        "npm notice 📦  @{dbname}/⟦ui|sdk|utils⟧@{ver}\nnpm notice shasum: {sha1}\nnpm notice integrity: sha512-{sha512b64}",
    ],
    "ssh_private_key_benign": [
        "{sshpub}",
        "⟦my public key, add it to authorized_keys|server's public key|deploy key (public half)⟧:\n{sshpub}",
        "{name}: the host key fingerprint is {fingerprint}⟦ — check it before typing yes||, it changed after the reinstall⟧",
        "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 {fingerprint} {email} (ED25519)",
        "-----BEGIN OPENSSH PRIVATE KEY-----\n⟦<paste the key here>|…redacted…|(not pasting it)⟧\n-----END OPENSSH PRIVATE KEY-----",
        "Host ⟦bastion|prod-jump⟧\n  HostName {host}\n  User {dbuser}\n  IdentityFile ~/.ssh/⟦bastion|jump⟧_ed25519\n  ⟦IdentitiesOnly yes|AddKeysToAgent yes⟧",
    ],
    "api_key_curl_benign": [
        "curl ⟦-s|-sS⟧ https://api.{domain}/v1/⟦orders|events⟧ -H \"Authorization: Bearer $⟦API_TOKEN|TOKEN|ACCESS_TOKEN⟧\"",
        "curl -H \"x-api-key: ⟦YOUR_API_KEY|<api-key>|{{{{apiKey}}}}⟧\" \"https://api.{domain}/v1/status\"",
        "HTTP/1.1 ⟦429 Too Many Requests|401 Unauthorized|200 OK⟧\nX-Request-Id: {uuid}\nETag: \"{sha1}\"\nX-RateLimit-Remaining: ⟦0|17|4999⟧",
        "{{\n  \"info\": {{ \"name\": \"⟦Orders API|Billing⟧\" }},\n  \"auth\": {{ \"type\": \"apikey\", \"apikey\": [ {{ \"key\": \"value\", \"value\": \"{{{{api_key}}}}\", \"type\": \"string\" }} ] }}\n}}",
        "{name}: ⟦the API key is in 1Password under Partners|ask me for the staging key|the key lives in the env as API_KEY⟧, ⟦invoice|order⟧ {invoice} for the plan",
        "curl \"https://api.{domain}/geocode?key=⟦YOUR_KEY|...|***⟧&q=Lisbon\"",
    ],
    "oauth_client_secret_benign": [
        "{{\"web\":{{\"client_id\":\"{gclientid}.apps.googleusercontent.com\",\"project_id\":\"{dbname}-web\",\"client_secret\":\"⟦<CLIENT_SECRET>|GOCSPX-xxxxxxxxxxxx|${{GOOGLE_CLIENT_SECRET}}⟧\"}}}}",
        "OAUTH_CLIENT_ID={clientid}\nOAUTH_REDIRECT_URI=https://{domain}/auth/callback\n# the client secret is injected by the platform",
        "{name}: ⟦the SSO app|the Keycloak client⟧ {clientid} uses PKCE, ⟦no client secret needed|public client, no secret⟧",
        "https://accounts.google.com/o/oauth2/v2/auth?client_id={gclientid}.apps.googleusercontent.com&redirect_uri=https%3A%2F%2F{domain}%2Fcb&response_type=code&state={hex16}",
        "⟦Client ID|client id⟧: {gclientid}.apps.googleusercontent.com\n⟦Client secret|client secret⟧: ⟦****|(reset on {date}, stored in Vault)|hidden in the console⟧",
    ],
    "jwt_signing_secret_benign": [
        "⟦.env.example|.env.sample⟧\nNODE_ENV=development\nJWT_SECRET=⟦changeme|<generate with openssl rand -hex 32>|your-secret-here⟧\nJWT_EXPIRES_IN=7d",
        "⟦decoded header|jwt.io shows⟧: {{\"alg\":\"⟦RS256|ES256⟧\",\"kid\":\"{hex16}\",\"typ\":\"JWT\"}} payload {{\"sub\":\"⟦1234567890|{uuid}⟧\",\"exp\":17⟦64|65⟧{count}12000}}",
        "{{\"keys\":[{{\"kty\":\"RSA\",\"use\":\"sig\",\"kid\":\"{hex16}\",\"alg\":\"RS256\",\"e\":\"AQAB\",\"n\":\"{jwkn}\"}}]}}",
        "const token = jwt.sign({{ sub: user.id }}, process.env.⟦JWT_SECRET|AUTH_SECRET⟧, {{ expiresIn: \"1h\" }});",
        "{name}: ⟦the login tokens expire after an hour|JWT verification fails after the key rotation|we switched to RS256 on {date}⟧, ⟦see ticket {invoice}|JWKS at https://{domain}/.well-known/jwks.json⟧",
        "jwt:\n  ⟦secret|signing-key⟧: ${{⟦JWT_SECRET|AUTH_SIGNING_KEY⟧}}\n  issuer: https://{domain}",
    ],
    "password_manager_export_benign": [
        "⟦name,url,username,password|Title,URL,Username,Password,Notes⟧",
        "{name}: exported ⟦{count}00|{count}12⟧ items from ⟦LastPass|Chrome|KeePass⟧ on {date}, ⟦imported into Bitwarden and shredded the csv|file deleted after import⟧",
        "⟦name,url,username,password⟧\n{site},https://{site}/login,{email},⟦********|[redacted]|⟧",
        "⟦Bitwarden|1Password⟧ import summary: ⟦{count}4 logins, {count} secure notes, 2 cards|{count}7 items, 0 errors⟧ — {date}",
        "{site}: {email} — password in ⟦the vault|Bitwarden|KeePassXC⟧ (⟦changed {date}|last rotated {date}⟧)",
    ],
    "crypto_exchange_api_benign": [
        "⟦Binance|Kraken|OKX⟧ withdrawal ⟦completed|pending⟧: TxID {sha256}",
        "deposit address (⟦BTC|ETH|USDT TRC20⟧): ⟦bc1q{bech}|0x{hex40}|T{tronaddr}⟧",
        "exchange = ccxt.⟦binance|kraken⟧({{\n    'apiKey': os.environ['EXCHANGE_KEY'],\n    'secret': os.environ['EXCHANGE_SECRET'],\n}})",
        "{name}: ⟦created a read-only API key for the tax tool|API key for the bot revoked|the exchange wants IP whitelisting for API keys⟧ on {date}, ⟦order|ticket⟧ {orderno}",
        "⟦BINANCE_API_KEY=<your-key>\nBINANCE_API_SECRET=<your-secret>|EXCHANGE_KEY=\nEXCHANGE_SECRET=   # fill in locally, never commit⟧",
    ],
    "security_answers_benign": [
        "{bank} ⟦asked me to set up security questions|wants new security questions⟧ — ⟦pick answers nobody can google|use random answers and keep them in the vault⟧",
        "{name}: ⟦what do I answer when the bank asks for my mother's maiden name on the phone? is that safe?|{bank} keeps asking for my memorable word, I forgot which one I set — how do I reset it?|is it normal that {bank} asks for characters 2, 5 and 7 of my password?|my mum gave her security answers to a caller claiming to be from {bank}, what now?⟧",
        "{bank} online banking\nuser: ⟦(my customer number)|see card⟧\npassword: ⟦[in the vault]|********⟧\nmemorable word: ⟦(the usual one)|•••••⟧",
        "{bank} ⟦statement|transfer confirmation⟧ {date}: IBAN {iban}, reference {orderno}",
        "⟦Q: What was the name of your first pet?|Q: What is your mother's maiden name?⟧ A: ⟦[redacted]|(stored in Bitwarden)|—⟧",
    ],
}

# the two multilingual families (blind31_langs.py) have their twins too
BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "voicemail_pin_ml", "door_keypad_code_ml")}
