"""Hand-written templates for the blind21 guard corpus: exports, shell history, traces, headers, notebooks, calls.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin of the same shape (BENIGN_TWIN)
that keeps the layout and swaps the credential for a near miss. make_blind21.py fills the fields ({{ and }} are
literal braces). Secret fields (SECRET_FIELDS in make_blind21.py) hold a credential; benign templates use only
benign fields: {name} {name2} {user} {email} {dbuser} {host} {site} {site2} {date} {time} {num} {num2} {uuid}
{year} {ga} {sha40} {b64md5} {spelled_ref}
{bookref} {count} {ip} {lower5} {ver} {ver2} {img} {hexup8} {b64fp} {keepref}
{fxguid} {small}.
"""

SECRET: dict[str, list[str]] = {
    # password-manager exports pasted whole or in part ("why does Excel show my export like this?")
    "vault_export": [
        "name,url,username,password,note\n{site},https://{site}/login,{email},{pw},\n{site2},https://{site2}/,{user},{pw2},",
        "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\nWork,,login,{site},,,0,https://{site}/,{email},{pw},",
        "\"login\": {{\n  \"uris\": [{{ \"match\": null, \"uri\": \"https://{site}/\" }}],\n  \"username\": \"{email}\",\n  \"password\": \"{pw}\",\n  \"totp\": null\n}}",
        "<Entry>\n  <String><Key>Title</Key><Value>{site}</Value></String>\n  <String><Key>UserName</Key><Value>{email}</Value></String>\n  <String><Key>Password</Key><Value ProtectInMemory=\"True\">{pw}</Value></String>\n</Entry>",
        "Title,Website,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes\n\"{site}\",\"https://{site}\",\"{email}\",\"{pw}\",,false,false,,",
        "url,username,password,totp,extra,name,grouping,fav\nhttps://{site}/,{email},{pw},,,{site},Shopping,0",
        "\"url\",\"username\",\"password\",\"httpRealm\",\"formActionOrigin\",\"guid\",\"timeCreated\"\n\"https://{site}\",\"{email}\",\"{pw}\",,\"https://{site}\",\"{fxguid}\",\"1733312345678\"",
        "I exported my passwords from Chrome and Excel shows them like this, how do I split the columns?\n{site};{email};{pw}\n{site2};{user};{pw2}",
        "Title,URL,Username,Password,Notes,OTPAuth\n{site} ({email}),https://{site}/,{email},{pw},,",
        "| Service | Login | Password |\n|---|---|---|\n| {site} | {email} | {pw} |\n| {site2} | {user} | {pw2} |",
    ],
    # passphrases and passwords typed on the command line, as they come back from shell history
    "passphrase_history": [
        "  501  gpg --batch --yes --passphrase '{pw}' -c backup-{date}.tar\n  502  ls -la\n  503  history",
        "$ tail -4 ~/.bash_history\ncd ~/keys\nssh-keygen -t ed25519 -N '{pw}' -f id_deploy\nssh-copy-id -i id_deploy.pub {dbuser}@{host}\nexit",
        ": 1733312345:0;openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12 -passout pass:{pw}\n: 1733312399:0;ls *.p12",
        "  88  zip -P {pw} payroll-{date}.zip payroll.xlsx\n  89  scp payroll-{date}.zip {dbuser}@{host}:/srv/drop/",
        "history | grep 7z\n  212  7z a -p{pw} -mhe=on archive.7z docs/\n  215  history | grep 7z",
        "keytool -importkeystore -srckeystore old.jks -srcstorepass {pw} -destkeystore new.p12 -deststoretype PKCS12 -deststorepass {pw2}",
        "- cmd: echo '{pw}' | gpg --batch --pinentry-mode loopback --passphrase-fd 0 -d secrets.gpg\n  when: 1733312345\n- cmd: ls\n  when: 1733312350",
        "PS> Get-Content (Get-PSReadLineOption).HistorySavePath -Tail 2\nopenssl enc -aes-256-cbc -pbkdf2 -salt -in notes.txt -out notes.enc -k {pw}\ncls",
        "  640  echo {pw} | sudo -S systemctl restart nginx\n  641  sudo tail -f /var/log/nginx/error.log",
        "why does my cron job fail? from history:\nrestic -r sftp:{dbuser}@{host}:/backup backup ~/docs --password-command 'echo {pw}'",
    ],
    # database and broker URLs with their password, inside error traces and crash reports
    "traceback_dsn": [
        "DEBUG settings: DATABASE_URL=postgresql://{dbuser}:{pw}@{host}:5432/shop\nTraceback (most recent call last):\n  File \"app/db.py\", line 12, in <module>\n    engine.connect()\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"{host}\", port 5432 failed: timeout expired",
        "Error: connect ECONNREFUSED {ip}:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16) {{\n  errno: -111,\n  code: 'ECONNREFUSED',\n  config: {{ connectionString: 'postgres://{dbuser}:{pw}@{host}/shop' }}\n}}",
        "java.sql.SQLException: Access denied for user '{dbuser}'@'{ip}' (using password: YES)\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:129)\nCaused by: url=jdbc:mysql://{host}:3306/shop?user={dbuser}&password={pw}",
        "redis.exceptions.ConnectionError: Error 111 connecting to redis://:{pw}@{host}:6379/0. Connection refused.",
        "[{date} {time}:12,004: ERROR/MainProcess] consumer: Cannot connect to amqp://{dbuser}:{pw}@{host}:5672//: [Errno 111] Connection refused.\nTrying again in 4.00 seconds... (2/100)",
        "pymongo.errors.ServerSelectionTimeoutError: No servers found. uri=mongodb+srv://{dbuser}:{pw}@cluster0.{lower5}.mongodb.net/?retryWrites=true, Timeout: 30s",
        "panic: failed to connect to `postgres://{dbuser}:{pw}@{host}:5432/shop?sslmode=disable`: dial error (dial tcp {ip}:5432: connect: connection refused)\n\ngoroutine 1 [running]:\nmain.main()\n\t/app/main.go:31 +0x1f4",
        "Sentry · OperationalError · {date}\nAdditional data\n  DATABASE_URL  mysql://{dbuser}:{pw}@{host}:3306/shop\n  release       web@{ver}",
        "can you tell why this fails?\n\nFATAL: password authentication failed for user \"{dbuser}\"\n  (connection string: Host={host};Database=shop;Username={dbuser};Password={pw})",
    ],
    # Authorization: Basic headers, base64 of user:password
    "basic_auth_header": [
        "GET /api/v1/reports HTTP/1.1\nHost: {site}\nAuthorization: Basic {b64auth}\nAccept: application/json",
        "curl -H 'Authorization: Basic {b64auth}' https://{site}/api/status\n{{\"status\":\"ok\"}}",
        "Request Headers\n  :authority: {site}\n  accept: */*\n  authorization: Basic {b64auth}\n  user-agent: Mozilla/5.0",
        "nginx access log shows 401 but the header looks fine? authorization: Basic {b64auth}",
        "headers = {{\n    \"Authorization\": \"Basic {b64auth}\",\n    \"Content-Type\": \"application/json\",\n}}\nrequests.get(\"https://{site}/export\", headers=headers)",
        "- name: call the deploy hook\n  uri:\n    url: https://{site}/hooks/deploy\n    headers:\n      Authorization: \"Basic {b64auth}\"",
        "Postman → Code → HTTP\nPOST /v2/token HTTP/1.1\nHost: {site}\nAuthorization: Basic {b64auth}\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials",
    ],
    # session cookies copied from devtools, curl and cookie jars
    "session_cookie": [
        "Cookie: sessionid={lower32}; csrftoken={alnum32}; theme=dark",
        "set-cookie: __Secure-next-auth.session-token={jwt}; Path=/; HttpOnly; Secure; SameSite=Lax",
        "curl 'https://{site}/api/me' -H 'accept: application/json' -H 'cookie: connect.sid=s%3A{alnum32}.{b64sig}'",
        "Name\tValue\tDomain\tPath\nJSESSIONID\t{hexup32}\t{site}\t/\n_ga\t{ga}\t.{site}\t/",
        "# Netscape HTTP Cookie File\n.{site}\tTRUE\t/\tTRUE\t1767225600\tsid\t{tok40}\n.{site}\tTRUE\t/\tFALSE\t1767225600\tlang\ten",
        "the bug only happens when logged in, here's my cookie from devtools: PHPSESSID={lower26}",
        "> document.cookie\n'_ga={ga}; _myapp_session={b64sess}--{hex40}; locale=en'",
        "wget --header=\"Cookie: auth_token={tok40}\" https://{site}/download/report.pdf",
    ],
    # two-factor recovery codes read off a screenshot, with OCR noise
    "recovery_ocr": [
        "[text from IMG_{img}.PNG]\nGitHub\nRecovery codes\nKeep your recovery codes as safe as your password.\n{rcodes}\nDownload  Print  Copy",
        "Google 2-Step Verification\nBackup codes\n{rcodes}\nYou can only use each backup code once.",
        "Live Text from the photo of the printout:\nBACKUP CODES · {email}\n{rcodes}",
        "OCR result (confidence 0.87)\n-----\nSave these codes\n{rcodes}\n-----",
        "can you keep these for me, screenshot of my Discord backup codes:\n{rcodes}",
        "Microsoft account · recovery code\n{rcodes}\nWrite it down and keep it somewhere safe.",
    ],
    # package-registry and build-tool credential files
    "registry_auth": [
        "# ~/.npmrc\n//registry.npmjs.org/:_authToken={npm}\nsave-exact=true",
        "[distutils]\nindex-servers = pypi\n\n[pypi]\n  username = __token__\n  password = {pypi}",
        "machine api.heroku.com\n  login {email}\n  password {uuidsecret}\nmachine git.heroku.com\n  login {email}\n  password {uuidsecret}",
        "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deploy</username>\n    <password>{pw}</password>\n  </server>\n</servers>",
        "<packageSourceCredentials>\n  <internal>\n    <add key=\"Username\" value=\"ci\" />\n    <add key=\"ClearTextPassword\" value=\"{pw}\" />\n  </internal>\n</packageSourceCredentials>",
        "auth.json:\n{{\n  \"github-oauth\": {{ \"github.com\": \"{ghp}\" }}\n}}",
        "[global]\nindex-url = https://__token__:{glpat}@gitlab.example.com/api/v4/projects/42/packages/pypi/simple",
        "~/.docker/config.json\n{{\n  \"auths\": {{\n    \"ghcr.io\": {{ \"auth\": \"{b64auth}\" }}\n  }}\n}}",
        "~/.cargo/credentials.toml\n[registry]\ntoken = \"cio{alnum32}\"",
    ],
    # login form bodies from HAR files, devtools and proxies
    "form_post": [
        "\"postData\": {{\n  \"mimeType\": \"application/x-www-form-urlencoded\",\n  \"text\": \"username={user}&password={pwurl}&remember=on\"\n}}",
        "Payload\nForm Data  view source\n  email: {email}\n  password: {pw}\n  _token: {alnum40}",
        "POST /login HTTP/1.1\nHost: {site}\nContent-Type: application/json\n\n{{\"email\":\"{email}\",\"password\":\"{pw}\"}}",
        "mitmproxy: POST https://{site}/api/auth\n  URLEncoded form\n    login:  {user}\n    passwd: {pw}",
        "r = requests.post(\"https://{site}/login\", data={{\"user\": \"{user}\", \"pass\": \"{pw}\"}})\nprint(r.status_code)  # 403, why?",
        "the login works in the browser but not from my script. Burp shows:\nusername={user}&password={pwurl}&csrf={alnum32}",
    ],
    # API keys typed into notebook cells
    "notebook_cell": [
        "In [3]: import os\n        os.environ[\"OPENAI_API_KEY\"] = \"{oai}\"\nIn [4]: client = OpenAI()",
        "[ ] !pip install -q anthropic\n[ ] client = anthropic.Anthropic(api_key=\"{ant}\")",
        "%env HF_TOKEN={hf}\nfrom huggingface_hub import login\nlogin()",
        "import wandb\nwandb.login(key=\"{hex40}\")\nwandb: Appending key for api.wandb.ai to your netrc file",
        "!mkdir -p ~/.kaggle\n!echo '{{\"username\":\"{user}\",\"key\":\"{hex32}\"}}' > ~/.kaggle/kaggle.json",
        "cell 2:\ngenai.configure(api_key=\"{gkey}\")\nmodel = genai.GenerativeModel(\"gemini-1.5-flash\")",
        "Out[7]: {{'OPENAI_API_KEY': '{oai}', 'HOME': '/root', 'PATH': '/usr/local/bin:/usr/bin'}}",
    ],
    # passwords read out letter by letter on a support call
    "phonetic_spelled": [
        "Agent: can you read me the temporary password from the letter?\nCaller: yes: {phon}",
        "[helpdesk call, {date}]\n{name}: the new Wi-Fi key is {phon}\n{name2}: got it, thanks",
        "voicemail transcript: hi, it's {name}, the admin password for the router is {phon}, call me back",
        "So the vault password, I'll spell it: {phon}. Did you get that?",
        "Call notes · {name}\nreset done, told the user their one-time password over the phone: {phon}",
    ],
    # secrets stated by how they were chosen, and then the value
    "derived_pin": [
        "note to self: the alarm code is our wedding date, {code}",
        "the garage keypad is the last four of dad's old phone number: {code}",
        "{name}: the padlock on the shed is grandma's birthday backwards, {code}",
        "PIN for the kids' tablet = house number twice: {code}",
        "for the record, the safe combination is the year we moved here plus the flat number: {code}",
        "my phone unlock code is my first car's number plate digits: {code}",
        "The alarm code? It's our wedding date. {code}, day first.",
        "{name}: mum's card PIN is easy, it's her house number back home. {code}.",
    ],
    # a credential pasted, then corrected in the next message
    "typo_fix": [
        "{name}: here's the key for the staging API: {api}\n{name}: wait, that's the old one, use {api2}",
        "the token is {api}\nsorry, missed the last character: {api2}",
        "{name}  10:41\npassword for the shared drive: {pw}\n{name}  10:42\n*{pw2} — autocorrect",
        "[{time}] {name}: db pass {pw}\n[{time}] {name}: typo, {pw2}",
        "{name}: router login admin / {pw}\n{name}: no wait, capital letter in the wrong place: {pw2}",
        "export API_KEY={api}\n# oops, pasted with a stray character, correct one:\nexport API_KEY={api2}",
    ],
    # Android and iOS build configuration: signing passwords and keys in properties and plist files
    "mobile_build_config": [
        "# keystore.properties\nstoreFile=../release.jks\nstorePassword={pw}\nkeyAlias=upload\nkeyPassword={pw2}",
        "android {{\n    signingConfigs {{\n        release {{\n            storeFile file(\"release.jks\")\n            storePassword \"{pw}\"\n            keyAlias \"upload\"\n            keyPassword \"{pw}\"\n        }}\n    }}\n}}",
        "local.properties\nsdk.dir=/Users/{user}/Library/Android/sdk\nMAPS_API_KEY={gkey}\nSENTRY_AUTH_TOKEN=sntrys_{alnum40}",
        "fastlane/.env\nFASTLANE_USER={email}\nFASTLANE_PASSWORD={pw}\nMATCH_PASSWORD={pw2}",
        "<key>RevenueCatAPIKey</key>\n<string>sk_{alnum32}</string>\n<key>CFBundleVersion</key>\n<string>{count}</string>",
        "why does the release build fail? gradle.properties:\nRELEASE_STORE_PASSWORD={pw}\nRELEASE_KEY_PASSWORD={pw2}\norg.gradle.jvmargs=-Xmx4g",
        "eas.json secrets I set:\n  EXPO_TOKEN={tok40}\n  ANDROID_KEYSTORE_PASSWORD={pw}",
    ],
    # API-client exports and request files: Postman, Insomnia, Bruno, VS Code REST Client, HTTPie
    "api_client_export": [
        "{{\n  \"name\": \"staging\",\n  \"values\": [\n    {{ \"key\": \"baseUrl\", \"value\": \"https://{site}\", \"enabled\": true }},\n    {{ \"key\": \"token\", \"value\": \"{api}\", \"type\": \"secret\", \"enabled\": true }}\n  ],\n  \"_postman_variable_scope\": \"environment\"\n}}",
        "\"auth\": {{\n  \"type\": \"bearer\",\n  \"bearer\": [{{ \"key\": \"token\", \"value\": \"{jwt}\", \"type\": \"string\" }}]\n}}",
        "### get orders\nGET https://{site}/api/orders\nAuthorization: Bearer {api}\nAccept: application/json",
        "auth:bearer {{\n  token: {api}\n}}\n\nget {{\n  url: https://{site}/v1/me\n}}",
        "\"authentication\": {{\n  \"type\": \"basic\",\n  \"username\": \"{user}\",\n  \"password\": \"{pw}\"\n}}",
        "@host = https://{site}\n@apiKey = {api}\n\nGET {{{{host}}}}/reports?key={{{{apiKey}}}}",
        "~/.config/httpie/sessions/{site}/default.json\n\"auth\": {{ \"type\": \"basic\", \"raw_auth\": \"{user}:{pw}\" }}",
    ],
}

BENIGN: dict[str, list[str]] = {
    "mobile_build_config_benign": [
        "# keystore.properties is not in git; the CI writes it from secrets\nstoreFile=../release.jks\nkeyAlias=upload",
        "android {{\n    signingConfigs {{\n        release {{\n            storeFile file(\"release.jks\")\n            storePassword System.getenv(\"STORE_PASSWORD\")\n            keyAlias \"upload\"\n            keyPassword System.getenv(\"KEY_PASSWORD\")\n        }}\n    }}\n}}",
        "local.properties\nsdk.dir=/Users/{user}/Library/Android/sdk\nndk.dir=/Users/{user}/Library/Android/sdk/ndk/26.1.10909125",
        "<key>CFBundleShortVersionString</key>\n<string>{ver}</string>\n<key>CFBundleVersion</key>\n<string>{count}</string>",
        "why does the release build fail? gradle.properties:\norg.gradle.jvmargs=-Xmx4g\nandroid.useAndroidX=true\nVERSION_NAME={ver}",
    ],
    "api_client_export_benign": [
        "{{\n  \"name\": \"staging\",\n  \"values\": [\n    {{ \"key\": \"baseUrl\", \"value\": \"https://{site}\", \"enabled\": true }},\n    {{ \"key\": \"token\", \"value\": \"\", \"type\": \"secret\", \"enabled\": true }}\n  ],\n  \"_postman_variable_scope\": \"environment\"\n}}",
        "\"auth\": {{\n  \"type\": \"bearer\",\n  \"bearer\": [{{ \"key\": \"token\", \"value\": \"{{{{access_token}}}}\", \"type\": \"string\" }}]\n}}",
        "### get orders\nGET https://{site}/api/orders\nAuthorization: Bearer {{{{$dotenv API_TOKEN}}}}\nAccept: application/json",
        "auth:bearer {{\n  token: {{{{token}}}}\n}}\n\nget {{\n  url: https://{site}/v1/me\n}}",
        "@host = https://{site}\n\nGET {{{{host}}}}/status\nAccept: application/json",
    ],
    "vault_export_benign": [
        "name,url,username,password,note\n{site},https://{site}/login,{email},,passkey only\n{site2},https://{site2}/,{user},,",
        "bitwarden_export_{date}.csv (0 logins, {count} secure notes)\nfolder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n",
        "\"login\": {{\n  \"uris\": [{{ \"match\": null, \"uri\": \"https://{site}/\" }}],\n  \"username\": \"{email}\",\n  \"password\": null,\n  \"totp\": null\n}}",
        "<Entry>\n  <String><Key>Title</Key><Value>{site}</Value></String>\n  <String><Key>UserName</Key><Value>{email}</Value></String>\n  <String><Key>Password</Key><Value ProtectInMemory=\"True\" /></String>\n</Entry>",
        "Exported {count} items from 1Password. Passwords were left out because \"Include passwords\" was unticked.",
        "| Service | Login | Password |\n|---|---|---|\n| {site} | {email} | in 1Password |\n| {site2} | {user} | — (SSO) |",
        "<String><Key>Password</Key><Value>{keepref}</Value></String>\n(KeePass field reference to the entry {site})",
        "I exported my passwords from Chrome on {date} and Excel shows one column; the header line is\nname,url,username,password,note\nhow do I split it?",
    ],
    "passphrase_history_benign": [
        "  501  gpg -c backup-{date}.tar\n  502  ls -la\n  503  history",
        "$ tail -4 ~/.bash_history\ncd ~/keys\nssh-keygen -t ed25519 -N '' -f id_deploy\nssh-copy-id -i id_deploy.pub {dbuser}@{host}\nexit",
        ": 1733312345:0;openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12 -passout env:P12_PASS\n: 1733312399:0;ls *.p12",
        "  88  zip -e payroll-{date}.zip payroll.xlsx\n  89  scp payroll-{date}.zip {dbuser}@{host}:/srv/drop/",
        "- cmd: gpg --batch --passphrase-file ~/.config/backup/passphrase -d secrets.gpg\n  when: 1733312345",
        "why does my cron job fail? from history:\nrestic -r sftp:{dbuser}@{host}:/backup backup ~/docs --password-file /etc/restic/pass",
        "  640  sudo -v\n  641  sudo tail -f /var/log/nginx/error.log\n  642  ssh {dbuser}@{host}",
        "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:{b64fp} {user}@{host} (ED25519)",
    ],
    "traceback_dsn_benign": [
        "DEBUG settings: DATABASE_URL=postgresql://{dbuser}:***@{host}:5432/shop\nTraceback (most recent call last):\n  File \"app/db.py\", line 12, in <module>\n    engine.connect()\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"{host}\", port 5432 failed: timeout expired",
        "java.sql.SQLException: Access denied for user '{dbuser}'@'{ip}' (using password: YES)\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:129)",
        "[{date} {time}:12,004: ERROR/MainProcess] consumer: Cannot connect to amqp://{dbuser}:**@{host}:5672//: [Errno 111] Connection refused.",
        "pymongo.errors.ServerSelectionTimeoutError: No servers found. uri=mongodb+srv://<username>:<password>@cluster0.example.mongodb.net (the placeholder from the README, I never replaced it; app on {host})",
        "Error: connect ECONNREFUSED {ip}:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16) {{\n  errno: -111,\n  code: 'ECONNREFUSED',\n  port: 5432\n}}",
        "FATAL: password authentication failed for user \"{dbuser}\"\nthe password comes from PGPASSFILE, so which file is it reading?",
        "panic: failed to connect to `postgres://{dbuser}@{host}:5432/shop?sslmode=disable` (peer authentication, no password): dial error (dial tcp {ip}:5432: connect: connection refused)",
    ],
    "basic_auth_header_benign": [
        "HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Basic realm=\"staging\", charset=\"UTF-8\"\nContent-Length: 0",
        "curl -H \"Authorization: Basic $(printf '%s:%s' \"$API_USER\" \"$API_PASS\" | base64)\" https://{site}/api/status",
        "Request Headers\n  :authority: {site}\n  accept: */*\n  authorization: Basic [redacted]\n  user-agent: Mozilla/5.0",
        "HTTP/1.1 200 OK\nContent-MD5: {b64md5}\nETag: \"{sha40}\"\nContent-Type: application/octet-stream",
        "docs for {site}: send `Authorization: Basic <base64 of client_id:client_secret>` to /v2/token (example only, use your own)",
        "RFC 7617's own example, user Aladdin and password \"open sesame\": Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ== (why does {site} reject my header when it looks like this?)",
    ],
    "session_cookie_benign": [
        "Cookie: _ga={ga}; theme=dark; lang=en-GB",
        "set-cookie: sessionid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/",
        "curl -b cookies.txt -c cookies.txt 'https://{site}/api/me' -H 'accept: application/json'",
        "Name\tValue\tDomain\tPath\ncookieconsent_status\tdismiss\t{site}\t/\n_ga\t{ga}\t.{site}\t/",
        "> document.cookie\n'_ga={ga}; tz=Europe%2FBerlin; locale=en'",
        "the bug only happens when logged in on {site}; the session cookie is HttpOnly so devtools' console can't show it",
        "Cookie policy of {site}\n| Cookie | Purpose | Expires |\n|---|---|---|\n| sessionid | keeps you signed in | at logout |\n| _ga | analytics | 2 years |",
    ],
    "recovery_ocr_benign": [
        "[text from IMG_{img}.PNG]\nGitHub\nTwo-factor authentication  Enabled\nAuthenticator app  Configured\nRecovery codes  Viewed {date}  [View]",
        "Google 2-Step Verification\nBackup codes: {count} of 10 remaining\nGet new codes",
        "Live Text from the photo of the receipt:\nORDER {num}\nREF {bookref}\nThank you for shopping with us",
        "OCR result (confidence 0.87)\n-----\nRecovery codes were generated on {date}.\nStore them in your password manager.\n-----",
        "[text from IMG_{img}.PNG]\nBitLocker recovery\nEnter the recovery key for this drive\nRecovery key ID: {hexup8}\nPress Esc for more recovery options",
    ],
    "registry_auth_benign": [
        "# ~/.npmrc on {user}'s laptop\n//registry.npmjs.org/:_authToken=${{NPM_TOKEN}}\nsave-exact=true",
        "# ~/.pypirc ({user})\n[distutils]\nindex-servers = pypi\n\n[pypi]\n  username = __token__\n  # password: twine asks for it, or set TWINE_PASSWORD in CI",
        "machine github.com\n  login {user}\n# password comes from the git credential helper",
        "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>{dbuser}</username>\n    <password>${{env.NEXUS_PASSWORD}}</password>\n  </server>\n</servers>",
        "~/.docker/config.json ({user})\n{{\n  \"auths\": {{ \"ghcr.io\": {{}} }},\n  \"credsStore\": \"desktop\"\n}}",
        "~/.cargo/config.toml, {date}\n[registry]\nglobal-credential-providers = [\"cargo:token\"]",
        "$ npm whoami\n{user}\n$ npm config get registry\nhttps://registry.npmjs.org/",
    ],
    "form_post_benign": [
        "\"postData\": {{\n  \"mimeType\": \"application/x-www-form-urlencoded\",\n  \"text\": \"email={user}%40example.com&action=reset\"\n}}",
        "Payload\nForm Data  view source\n  email: {email}\n  remember: on",
        "POST /password-reset HTTP/1.1\nHost: {site}\nContent-Type: application/json\n\n{{\"email\":\"{email}\"}}",
        "r = requests.post(\"https://{site}/login\", data={{\"user\": \"{user}\", \"pass\": os.environ[\"SITE_PASS\"]}})\nprint(r.status_code)  # 403, why?",
        "Burp shows the login going out as username={user}&password=&csrf= (both empty), so the form isn't filled in",
        "Payload\nQuery String Parameters\n  q: password manager for families\n  page: {count}",
    ],
    "notebook_cell_benign": [
        "In [3]: import os, getpass\n        os.environ[\"OPENAI_API_KEY\"] = getpass.getpass(\"key: \")\nkey: ········",
        "[ ] from google.colab import userdata\n[ ] client = anthropic.Anthropic(api_key=userdata.get(\"ANTHROPIC_API_KEY\"))",
        "# run of {date}\n%env HF_HOME=/content/hf-cache\nfrom huggingface_hub import login\nlogin()  # opens the token prompt",
        "import wandb\nwandb.login()\nwandb: Currently logged in as: {user}. Use `wandb login --relogin` to force relogin",
        "Out[7]: {{'HOME': '/root', 'USER': '{user}', 'PATH': '/usr/local/bin:/usr/bin', 'LANG': 'en_US.UTF-8'}}",
        "In [5]: len(os.environ[\"OPENAI_API_KEY\"])\nOut[5]: 164\nIn [6]: client = OpenAI()  # {date}",
    ],
    "phonetic_spelled_benign": [
        "Agent: can you read me the booking reference from the letter?\nCaller: yes: {spelled_ref}",
        "[airline call, {date}]\n{name}: my confirmation code is {spelled_ref}\n{name2}: found it, thanks",
        "voicemail transcript: hi, it's {name}, the serial number on the router sticker is {spelled_ref}, call me back",
        "Call notes · {name}\nuser read the parcel reference {spelled_ref}; redelivery booked for {date}",
        "[helpdesk call, {date}]\n{name}: the Wi-Fi network is called {spelled_ref}, the password is on the card in the box\n{name2}: found it",
    ],
    "derived_benign": [
        "note to self: our wedding date was {date}",
        "the garage is number {small} in the row behind the shop, {name2} has the key",
        "{name}: the shed was built the year grandma was born, {year}",
        "{name}'s tablet is on the shelf by the door; the PIN is in the family password manager",
        "for the record, we moved here in {year}",
    ],
    "typo_fix_benign": [
        "{name}: here's the tracking number: {num}\n{name}: wait, that's the old one, use {num2}",
        "the invoice number is {num}\nsorry, missed the last digit: {num2}",
        "{name}  10:41\nversion for the release notes: {ver}\n{name}  10:42\n*{ver2}, autocorrect",
    ],
}

BENIGN_TWIN = {
    "vault_export": "vault_export_benign",
    "passphrase_history": "passphrase_history_benign",
    "traceback_dsn": "traceback_dsn_benign",
    "basic_auth_header": "basic_auth_header_benign",
    "session_cookie": "session_cookie_benign",
    "recovery_ocr": "recovery_ocr_benign",
    "registry_auth": "registry_auth_benign",
    "form_post": "form_post_benign",
    "notebook_cell": "notebook_cell_benign",
    "phonetic_spelled": "phonetic_spelled_benign",
    "derived_pin": "derived_benign",
    "typo_fix": "typo_fix_benign",
    "mobile_build_config": "mobile_build_config_benign",
    "api_client_export": "api_client_export_benign",
}
