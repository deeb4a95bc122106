"""Hand-written templates for the blind23 guard corpus: agent tool configs, home automation, CI files, network gear.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin of the same shape (BENIGN_TWIN)
that keeps the layout and swaps the credential for a near miss (an environment or secret-store reference, a
prompt, a masked value, a hash, a ciphertext, a public identifier). make_blind23.py fills the fields ({{ and }} are
literal braces). Secret fields (SECRET_FIELDS in make_blind23.py) hold a credential; benign templates use only
benign fields.
"""

SECRET: dict[str, list[str]] = {
    # MCP servers and coding-agent settings, the files a user pastes when an agent's tool will not start
    "agent_tool_config": [
        "claude_desktop_config.json:\n{{\n  \"mcpServers\": {{\n    \"github\": {{\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-github\"],\n      \"env\": {{ \"GITHUB_PERSONAL_ACCESS_TOKEN\": \"{ghpat}\" }}\n    }}\n  }}\n}}",
        "my .cursor/mcp.json, the postgres tool says connection refused:\n{{\n  \"mcpServers\": {{\n    \"db\": {{\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-postgres\", \"postgresql://{dbuser}:{pw}@{host}:5432/analytics\"]\n    }}\n  }}\n}}",
        "claude mcp add brave-search -e BRAVE_API_KEY={brave} -- npx -y @modelcontextprotocol/server-brave-search",
        ".vscode/mcp.json\n{{\n  \"servers\": {{\n    \"notion\": {{\n      \"type\": \"stdio\",\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@notionhq/notion-mcp-server\"],\n      \"env\": {{ \"NOTION_TOKEN\": \"{ntn}\" }}\n    }}\n  }}\n}}",
        "# ~/.aider.conf.yml\nmodel: sonnet\nanthropic-api-key: {anthropic}\nauto-commits: false\ndark-mode: true",
        "~/.continue/config.yaml\nname: Local Assistant\nversion: {ver}\nmodels:\n  - name: GPT\n    provider: openai\n    model: gpt-4o\n    apiKey: {openai}\n    roles: [chat, edit]",
        "export ANTHROPIC_API_KEY={anthropic}\nclaude -p \"summarise the failing tests\" --output-format json",
        "\"linear\": {{\n  \"command\": \"npx\",\n  \"args\": [\"-y\", \"mcp-remote\", \"https://mcp.linear.app/sse\", \"--header\", \"Authorization: Bearer {linear}\"]\n}}",
        "[mcp_servers.slack]\ncommand = \"npx\"\nargs = [\"-y\", \"@modelcontextprotocol/server-slack\"]\nenv = {{ \"SLACK_BOT_TOKEN\" = \"{xoxb}\", \"SLACK_TEAM_ID\" = \"T0{upper8}\" }}",
    ],
    # home automation and IoT: ESPHome, Zigbee2MQTT, Mosquitto, Tasmota, Home Assistant, Tuya, cameras
    "home_iot_config": [
        "esphome:\n  name: garage-door\n\nwifi:\n  ssid: \"{ssid}\"\n  password: \"{pw}\"\n\napi:\n  encryption:\n    key: \"{b64key}\"\n\nota:\n  - platform: esphome\n    password: \"{hex32}\"",
        "zigbee2mqtt configuration.yaml\nmqtt:\n  server: mqtt://{ip}:1883\n  user: z2m\n  password: {pw}\nadvanced:\n  network_key: {zbkey}\n  pan_id: {panid}",
        "sudo mosquitto_passwd -b /etc/mosquitto/passwd homeassistant '{pw}'\nsudo systemctl restart mosquitto",
        "Tasmota console:\nBacklog SSID1 {ssid}; Password1 {pw}; MqttHost {ip}; MqttUser tasmota; MqttPassword {pw2}",
        "curl -X POST -H \"Authorization: Bearer {hatoken}\" -H \"Content-Type: application/json\" -d '{{\"entity_id\": \"light.kitchen\"}}' http://homeassistant.local:8123/api/services/light/turn_on",
        "tinytuya wizard output:\n[\n  {{\n    \"name\": \"Living room plug\",\n    \"id\": \"bf{devid}\",\n    \"key\": \"{tuya}\",\n    \"mac\": \"{mac}\",\n    \"ip\": \"{ip}\"\n  }}\n]",
        "frigate config:\ncameras:\n  driveway:\n    ffmpeg:\n      inputs:\n        - path: rtsp://admin:{pw}@{ip}:554/cam/realmonitor?channel=1&subtype=0\n          roles: [detect, record]",
        "secrets.yaml\nwifi_ssid: {ssid}\nwifi_password: {pw}\nmqtt_password: {pw2}\nha_token: {hatoken}",
        "curl -u admin:{pw} http://{ip}/rpc/Switch.Set?id=0&on=true\n# Shelly Plus 1PM, auth enabled last week",
    ],
    # literal secrets in CI/CD files and CI commands
    "ci_pipeline_secret": [
        ".gitlab-ci.yml\nvariables:\n  DOCKER_DRIVER: overlay2\n  REGISTRY_PASSWORD: \"{pw}\"\n  SONAR_TOKEN: \"{hex40}\"\n\nbuild:\n  stage: build\n  script:\n    - docker login -u ci -p \"$REGISTRY_PASSWORD\" registry.example.com",
        "version: 2.1\njobs:\n  deploy:\n    docker:\n      - image: cimg/node:20.11\n    environment:\n      NPM_TOKEN: {npm}\n    steps:\n      - checkout\n      - run: npm publish",
        "pipeline {{\n  agent any\n  stages {{\n    stage('Deploy') {{\n      steps {{\n        sh 'curl -u deploy:{pw} -T build/app.war https://{site}/manager/text/deploy?path=/app'\n      }}\n    }}\n  }}\n}}",
        "bitbucket-pipelines.yml\npipelines:\n  branches:\n    main:\n      - step:\n          script:\n            - pipe: atlassian/aws-s3-deploy:1.1.0\n              variables:\n                AWS_ACCESS_KEY_ID: {akid}\n                AWS_SECRET_ACCESS_KEY: {awssecret}",
        "gh secret set DOCKERHUB_TOKEN --body \"{dckr}\" --repo {repo}",
        "env:\n  global:\n    - DEPLOY_KEY={pw}\n    - SLACK_WEBHOOK=https://hooks.slack.com/services/T0{upper8}/B0{upper8b}/{alnum24}",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: repo-{reponame}\n  namespace: argocd\n  labels:\n    argocd.argoproj.io/secret-type: repository\nstringData:\n  url: https://github.com/{repo}.git\n  username: git\n  password: {ghp}",
        "$ gitlab-runner register --non-interactive --url https://gitlab.example.com --token {glrunner} --executor docker --docker-image alpine:3.20",
        "variables:\n- name: sqlAdminPassword\n  value: '{pw}'\n- name: buildConfiguration\n  value: 'Release'\n\nsteps:\n- task: SqlAzureDacpacDeployment@1",
    ],
    # network equipment configs: plaintext users, SNMP communities, RADIUS/TACACS keys, IPsec PSKs, Wi-Fi PSKs
    "network_device_config": [
        "sw-core-01#show running-config | include username\nusername admin privilege 15 password 0 {pw}\nusername backup privilege 5 password 0 {pw2}",
        "snmp-server community {snmp} RW 10\nsnmp-server location rack 4, {site}\nsnmp-server contact {email}",
        "aaa new-model\ntacacs server ISE\n address ipv4 {ip}\n key 0 {pw}\nradius server NPS\n address ipv4 10.0.0.{small} auth-port 1812 acct-port 1813\n key {pw2}",
        "crypto isakmp policy 10\n encr aes 256\n authentication pre-share\n group 14\ncrypto isakmp key {pw} address {ip}",
        "/user add name=netops group=full password=\"{pw}\"\n/interface wireless security-profiles set [ find default=yes ] authentication-types=wpa2-psk wpa2-pre-shared-key=\"{pw2}\"",
        "set system login user {user} authentication plaintext-password {pw}\nset service ssh port 22\ncommit ; save",
        "config system admin\n    edit \"admin\"\n        set accprofile \"super_admin\"\n        set password {pw}\n    next\nend",
        "interface Dot11Radio0\n ssid OFFICE\n  authentication open\n  authentication key-management wpa version 2\n  wpa-psk ascii 0 {pw}",
    ],
    # payment and banking details: a card with its security code, online-banking logins, PINs, exchange secrets
    "bank_payment_detail": [
        "for the hotel booking form:\nName on card: {fullname}\nCard number: {card}\nExpiry: {exp}\nCVV: {cvv}",
        "Family cards (do not share)\ncard,holder,expires,cvc\n{card},{fullname},{exp},{cvv}\n{card2},{name} jr,{exp},{cvv2}",
        "online banking\nContract number: {contract}\nPIN: {pin5}\n\nthe app keeps logging me out, can you write down the steps?",
        "telephone banking: customer number {contract}, passcode {code}, memorable word {memword}",
        "(OCR of the PIN letter)\nYour new card PIN\nCard ending {last4}\n\nYour PIN is\n{pin4}\n\nPlease memorise it and destroy this letter.",
        "binance API for the trading bot:\nAPI Key: {alnum64}\nSecret Key: {alnum64b}\nrestrictions: spot trading only, no withdrawals",
        "pay the deposit with this one please: {card} {exp} CVC {cvv} (it's the company card)",
        "brokerage login\nuser id: {user}\npassword: {pw}\ntrading PIN: {pin6}",
        "PayPal: {email} / {pw}\nVisa on file: {card}, cvv {cvv}",
    ],
    # onboarding, reset and welcome messages that carry a temporary password or an activation code
    "temp_password_mail": [
        "Subject: Your new account\n\nHi {name},\n\nyour account has been created.\nUsername: {user}\nTemporary password: {pw}\n\nYou will be asked to change it when you first sign in.\n\nIT Service Desk",
        "From: helpdesk@example.com\nSubject: RE: locked out\n\nI have reset your password to {pw}. Please change it after logging in.\n\nTicket #{ticket}",
        "Welcome letter from the ISP (photo):\nPPPoE user name: {user}@isp.example.net\nPPPoE password: {pw}\nCustomer number: {contract}",
        "User name: {email}\nPassword: {pw}\n\nSign in at https://{site} and add your phone for verification.",
        "Duo enrolment: open the Duo Mobile app and enter the activation code {duo} within 24 hours.",
        "Your conference Wi-Fi: network EXPO-GUEST, voucher {voucher} (valid until {date})",
        "VPN onboarding\n\nThe certificate file {user}.p12 is attached. Its import password is {pw}.\n\nNetwork team",
        "Dear parents, the learning platform login for {name}: user {user}, first password {pw}. The children choose a new one in class.",
    ],
    # command output that prints a credential, pasted with the question about it
    "cli_output_secret": [
        "$ aws iam create-access-key --user-name ci-deployer\n{{\n    \"AccessKey\": {{\n        \"UserName\": \"ci-deployer\",\n        \"AccessKeyId\": \"{akid}\",\n        \"Status\": \"Active\",\n        \"SecretAccessKey\": \"{awssecret}\",\n        \"CreateDate\": \"{date}T09:12:44+00:00\"\n    }}\n}}",
        "$ az ad sp create-for-rbac --name deploy-bot --role contributor\n{{\n  \"appId\": \"{uuid}\",\n  \"displayName\": \"deploy-bot\",\n  \"password\": \"{azpw}\",\n  \"tenant\": \"{uuid2}\"\n}}",
        "$ gcloud auth print-access-token\n{ya29}\n\nis this the one I put in the Authorization header?",
        "$ vault login -method=userpass username={user}\nSuccess! You are now authenticated.\n\nKey                    Value\n---                    -----\ntoken                  {hvs}\ntoken_accessor         {accessor}\ntoken_duration         768h",
        "$ kubectl get secret db-credentials -o jsonpath='{{.data.password}}' | base64 -d\n{pw}",
        "$ openssl rand -base64 32\n{b64key}\nI'll use that as JWT_SECRET in production, right?",
        "$ gh auth token\n{gho}",
        "$ heroku authorizations:create -d \"deploy script\"\nCreating OAuth Authorization... done\nClient:      <none>\nID:          {uuid}\nDescription: deploy script\nScope:       global\nToken:       {hrku}",
        "$ op read \"op://Private/Router/password\"\n{pw}",
    ],
    # remote-support sessions and remote-desktop credentials, as a relative or a helpdesk is given them
    "remote_access": [
        "TeamViewer is open on Mum's laptop\nYour ID: {tvid}\nPassword: {tvpw}",
        "AnyDesk address {anydesk}, I set the unattended access password to {pw} so you can connect tonight",
        "xfreerdp /v:{ip} /u:{user} /p:'{pw}' /dynamic-resolution",
        "RustDesk\nID: {tvid}\nOne-time password: {tvpw}\npermanent password: {pw}",
        "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {user}@{ip} 'sudo reboot'",
        "<user-mapping>\n  <authorize username=\"{user}\" password=\"{pw}\">\n    <connection name=\"office-pc\">\n      <protocol>rdp</protocol>\n      <param name=\"hostname\">{ip}</param>\n    </connection>\n  </authorize>\n</user-mapping>",
        "Chrome Remote Desktop on the shop PC, PIN {pin6}",
        "vncpasswd printed nothing so I put it in the unit file: ExecStart=/usr/bin/x11vnc -display :0 -passwd {vncpw} -forever",
    ],
    # archive, backup and file-encryption passwords on command lines and in backup job files
    "archive_backup_cmd": [
        "zip -r -P '{pw}' tax-{year}.zip ~/Documents/tax",
        "7z a -p{pw} -mhe=on backup-{date}.7z /srv/data",
        "export RESTIC_REPOSITORY=s3:s3.amazonaws.com/{reponame}-backup\nexport RESTIC_PASSWORD='{pw}'\nrestic backup /home --exclude-caches",
        "BORG_PASSPHRASE=\"{passphrase}\" borg create --stats ::'{{hostname}}-{{now}}' /etc /home",
        "openssl enc -aes-256-cbc -pbkdf2 -salt -in clients.csv -out clients.csv.enc -pass pass:{pw}",
        "gpg --batch --yes --passphrase '{passphrase}' -c payroll-{year}.xlsx",
        "[nas-crypt]\ntype = crypt\nremote = nas:backup\npassword = {rclone}\npassword2 = {rclone2}",
        "Duplicati job export:\n\"Name\": \"Photos\",\n\"TargetURL\": \"b2://photos-{lower8}/\",\n\"Settings\": [{{\"Name\": \"passphrase\", \"Value\": \"{pw}\"}}]",
    ],
    # sheets a user pastes as a table: rental properties, classroom logins, device inventories, shared accounts
    "inventory_sheet": [
        "property\twifi\twifi password\tlockbox\talarm\nSeaview flat\tSeaview-5G\t{pw}\t{code}\t{code2}",
        "| device | ip | admin user | admin password |\n|---|---|---|---|\n| NAS | {ip} | admin | {pw} |\n| printer | 10.0.0.{small} | admin | {pw2} |",
        "student,username,password\n{name},{user},{pw}\n{name2},{user2},{pw2}",
        "asset_tag;model;serial;bios_password\nIT-{ticket};Latitude 7440;{serial};{pw}",
        "Streaming accounts (family)\nservice | login | password\nNetflix | {email} | {pw}\nSpotify | {email} | {pw2}",
        "Camera,Location,RTSP user,RTSP password\nCAM-01,front door,viewer,{pw}\nCAM-02,back yard,viewer,{pw2}",
        "site code,door,door code,valid\nHQ,main entrance,{code},{date}\nHQ,server room,{code2},{date}",
    ],
    # mobile device management and app-build automation: configuration profiles, provisioning QR payloads, adb
    "mobile_mdm_config": [
        "<dict>\n  <key>PayloadType</key>\n  <string>com.apple.wifi.managed</string>\n  <key>SSID_STR</key>\n  <string>{ssid}</string>\n  <key>EncryptionType</key>\n  <string>WPA2</string>\n  <key>Password</key>\n  <string>{pw}</string>\n</dict>",
        "<key>PayloadType</key>\n<string>com.apple.mail.managed</string>\n<key>IncomingMailServerHostName</key>\n<string>imap.example.com</string>\n<key>IncomingMailServerUsername</key>\n<string>{email}</string>\n<key>IncomingPassword</key>\n<string>{pw}</string>",
        "# unlock the test phones before the UI tests\nfor d in $(adb devices | awk 'NR>1 {{print $1}}'); do\n  adb -s $d shell input keyevent 82\n  adb -s $d shell input text '{pin6}'\n  adb -s $d shell input keyevent 66\ndone",
        "fastlane/.env\nFASTLANE_USER={email}\nFASTLANE_PASSWORD={pw}\nMATCH_PASSWORD={pw2}\nMATCH_GIT_URL=git@github.com:{repo}-certs.git",
        "eas secret:create --scope project --name EXPO_TOKEN --value {alnum40} --type string",
        "{{\n  \"android.app.extra.PROVISIONING_DEVICE_ADMIN_COMPONENT_NAME\": \"com.example.dpc/.AdminReceiver\",\n  \"android.app.extra.PROVISIONING_WIFI_SSID\": \"{ssid}\",\n  \"android.app.extra.PROVISIONING_WIFI_SECURITY_TYPE\": \"WPA\",\n  \"android.app.extra.PROVISIONING_WIFI_PASSWORD\": \"{pw}\"\n}}",
        "curl -s -u apiuser:'{pw}' -X POST https://example.jamfcloud.com/api/v1/auth/token",
        "QA devices\nPixel 8 (serial {serial}): unlock PIN {pin6}\niPhone 15 (serial {serial2}): passcode {pin4}",
    ],
}

BENIGN: dict[str, list[str]] = {
    "agent_tool_config_benign": [
        "claude_desktop_config.json:\n{{\n  \"mcpServers\": {{\n    \"github\": {{\n      \"command\": \"docker\",\n      \"args\": [\"run\", \"-i\", \"--rm\", \"-e\", \"GITHUB_PERSONAL_ACCESS_TOKEN\", \"ghcr.io/github/github-mcp-server\"],\n      \"env\": {{ \"GITHUB_PERSONAL_ACCESS_TOKEN\": \"${{GITHUB_PAT}}\" }}\n    }}\n  }}\n}}",
        ".vscode/mcp.json\n{{\n  \"inputs\": [\n    {{ \"type\": \"promptString\", \"id\": \"notion-token\", \"description\": \"Notion integration token\", \"password\": true }}\n  ],\n  \"servers\": {{\n    \"notion\": {{ \"command\": \"npx\", \"args\": [\"-y\", \"@notionhq/notion-mcp-server\"], \"env\": {{ \"NOTION_TOKEN\": \"${{input:notion-token}}\" }} }}\n  }}\n}}",
        "claude mcp add brave-search -e BRAVE_API_KEY=$BRAVE_API_KEY -- npx -y @modelcontextprotocol/server-brave-search",
        "# ~/.aider.conf.yml\nmodel: sonnet\n# the key comes from ANTHROPIC_API_KEY in ~/.zshrc, not from here\nauto-commits: false\ndark-mode: true",
        "my .cursor/mcp.json, the postgres tool says connection refused:\n{{\n  \"mcpServers\": {{\n    \"db\": {{\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-postgres\", \"postgresql://localhost:5432/analytics\"]\n    }}\n  }}\n}}",
        "~/.continue/config.yaml\nname: Local Assistant\nversion: {ver}\nmodels:\n  - name: Llama\n    provider: ollama\n    model: llama3.1:8b\n    apiBase: http://localhost:11434\n    roles: [chat, edit]",
        "[mcp_servers.slack]\ncommand = \"npx\"\nargs = [\"-y\", \"@modelcontextprotocol/server-slack\"]\nenv_vars = [\"SLACK_BOT_TOKEN\", \"SLACK_TEAM_ID\"]",
    ],
    "home_iot_config_benign": [
        "esphome:\n  name: garage-door\n\nwifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n\napi:\n  encryption:\n    key: !secret api_key\n\nota:\n  - platform: esphome\n    password: !secret ota_password",
        "zigbee2mqtt configuration.yaml\nmqtt:\n  server: mqtt://localhost:1883\nadvanced:\n  network_key: GENERATE\n  pan_id: GENERATE\n  ext_pan_id: GENERATE\nserial:\n  port: /dev/ttyUSB0",
        "Tasmota console:\nBacklog Topic garage_{lower5}; MqttHost {ip}; TelePeriod 60; SetOption19 1",
        "INFO ESPHome {ver}\nINFO Connecting to {ip}\nINFO Successfully connected to garage-door @ {ip} in 0.012s\n[D][sensor:094]: 'Temperature': Sending state 21.40000 °C",
        "tinytuya scan output:\nDevice found: {ip}  ID: bf{devid}  ver 3.3  product key: {lower8}{lower5}  MAC: {mac}",
        "frigate config:\ncameras:\n  driveway:\n    ffmpeg:\n      inputs:\n        - path: rtsp://{{FRIGATE_RTSP_USER}}:{{FRIGATE_RTSP_PASSWORD}}@{ip}:554/cam/realmonitor?channel=1&subtype=0\n          roles: [detect, record]",
        "Shelly Plus 1PM\nfirmware: {ver}\nMAC: {mac}\ndevice id: shellyplus1pm-{lower8}\nauth: enabled (password set in the app)",
    ],
    "ci_pipeline_secret_benign": [
        ".gitlab-ci.yml\nvariables:\n  DOCKER_DRIVER: overlay2\n\nbuild:\n  stage: build\n  script:\n    - echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin \"$CI_REGISTRY\"",
        "version: 2.1\njobs:\n  deploy:\n    docker:\n      - image: cimg/node:20.11\n    steps:\n      - checkout\n      - run: echo \"//registry.npmjs.org/:_authToken=${{NPM_TOKEN}}\" > ~/.npmrc\n      - run: npm publish",
        "pipeline {{\n  agent any\n  stages {{\n    stage('Deploy') {{\n      steps {{\n        withCredentials([usernamePassword(credentialsId: 'tomcat-deploy', usernameVariable: 'U', passwordVariable: 'P')]) {{\n          sh 'curl -u \"$U:$P\" -T build/app.war https://{site}/manager/text/deploy?path=/app'\n        }}\n      }}\n    }}\n  }}\n}}",
        "env:\n  global:\n    - secure: \"{travis}\"",
        "$ gh secret list --repo {repo}\nNAME             UPDATED\nDOCKERHUB_TOKEN  about {count} days ago\nSLACK_WEBHOOK    about 2 months ago",
        "$ docker login -u ci -p [MASKED] registry.example.com\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: repo-{reponame}\n  namespace: argocd\n  labels:\n    argocd.argoproj.io/secret-type: repository\nstringData:\n  url: git@github.com:{repo}.git\n  sshPrivateKeySecret: use the deploy key from Vault, path secret/argocd/{reponame}",
    ],
    "network_device_config_benign": [
        "sw-core-01#show running-config | include username\nusername admin privilege 15 secret 9 {cisco9}\nusername backup privilege 5 secret 9 {cisco9b}",
        "snmp-server group MONITOR v3 priv\nsnmp-server user zabbix MONITOR v3 auth sha <removed> priv aes 128 <removed>\nsnmp-server location rack 4, {site}",
        "set system login user {user} authentication encrypted-password \"{sha512crypt}\"\nset system login user {user} authentication ssh-ed25519 \"{sshpub}\"",
        "crypto isakmp policy 10\n encr aes 256\n authentication rsa-sig\n group 14\ncrypto pki trustpoint CA-ROOT\n enrollment url http://{ip}:80",
        "/interface wireless security-profiles print\n 0 name=\"default\" mode=dynamic-keys authentication-types=wpa2-psk wpa2-pre-shared-key=\"\" supplicant-identity=\"MikroTik\"",
        "sw-core-01 uptime is {count} weeks, 2 days\nCisco IOS Software, Version {ver}\nProcessor board ID {serial}\nBase ethernet MAC Address: {mac}",
    ],
    "bank_payment_detail_benign": [
        "for the hotel booking form:\nName on card: {fullname}\nCard: Visa ending {last4}\nExpiry: {exp}\nCVV: I'll type it in myself",
        "invoice for the rent\nAccount holder: {fullname}\nIBAN: {iban}\nBIC: {bic}\nReference: RENT-{ticket}",
        "online banking\nContract number: {contract}\nthe app keeps logging me out, can you write down the steps? (the PIN I keep to myself)",
        "Card ending {last4}, expires {exp}. Apple Pay device account number ends {last4b}.",
        "binance API for the trading bot:\nAPI key label: bot-{lower5}\nrestrictions: spot trading only, no withdrawals\nIP allow-list: {ip}",
        "Statement line: {date} CARD PAYMENT **** **** **** {last4} BOOKING.EXAMPLE AMS EUR {small}.40 auth code {authcode}",
        "the bank's test card for the sandbox is 4111 1111 1111 1111, any future expiry, CVC 123 - from their developer docs",
    ],
    "temp_password_mail_benign": [
        "Subject: Your new account\n\nHi {name},\n\nyour account has been created.\nUsername: {user}\nSet your password with the link in the separate e-mail; it expires in 24 hours.\n\nIT Service Desk",
        "From: helpdesk@example.com\nSubject: RE: locked out\n\nI have unlocked your account. You can reset your password yourself at https://{site}/reset.\n\nTicket #{ticket}",
        "Welcome letter from the ISP (photo):\nPPPoE user name: {user}@isp.example.net\nPPPoE password: see the separate letter\nCustomer number: {contract}",
        "Your password was changed on {date}. If this wasn't you, contact support; we will never ask you for your password.",
        "Duo enrolment: scan the QR code on the enrolment page with the Duo Mobile app. Device: iPhone, serial {serial}.",
        "VPN onboarding\n\nThe certificate file {user}.p12 is attached. Its import password comes by SMS to the number ending {last4}.\n\nNetwork team",
    ],
    "cli_output_secret_benign": [
        "$ aws iam list-access-keys --user-name ci-deployer\n{{\n    \"AccessKeyMetadata\": [\n        {{\n            \"UserName\": \"ci-deployer\",\n            \"AccessKeyId\": \"{akid}\",\n            \"Status\": \"Active\",\n            \"CreateDate\": \"{date}T09:12:44+00:00\"\n        }}\n    ]\n}}",
        "$ az ad sp list --display-name deploy-bot --query \"[].{{appId:appId, tenant:appOwnerOrganizationId}}\"\n[\n  {{\n    \"appId\": \"{uuid}\",\n    \"tenant\": \"{uuid2}\"\n  }}\n]",
        "$ gcloud auth list\n    Credentialed Accounts\nACTIVE  ACCOUNT\n*       {email}\n        ci-runner@{reponame}.iam.gserviceaccount.com",
        "$ vault token lookup -accessor {accessor}\nKey                 Value\n---                 -----\naccessor            {accessor}\ndisplay_name        userpass-{user}\nttl                 767h59m",
        "$ kubectl get secret db-credentials\nNAME             TYPE     DATA   AGE\ndb-credentials   Opaque   2      {small}d",
        "$ openssl rand -hex 8\n{hex16}\nthat's only the request id prefix for the logs, nothing secret",
        "$ sha256sum release-{ver}.tar.gz\n{sha256}  release-{ver}.tar.gz",
    ],
    "remote_access_benign": [
        "TeamViewer is open on Mum's laptop\nYour ID: {tvid}\nPassword: she'll read it to you on the phone",
        "AnyDesk address {anydesk}, accept the request on the screen when I connect tonight",
        "xfreerdp /v:{ip} /u:{user} /dynamic-resolution   # asks for the password",
        "sshpass -f ~/.ssh/reboot.pass ssh -o StrictHostKeyChecking=no {user}@{ip} 'sudo reboot'",
        "<user-mapping>\n  <authorize username=\"{user}\" password=\"{sha256}\" encoding=\"sha256\">\n    <connection name=\"office-pc\">\n      <protocol>rdp</protocol>\n      <param name=\"hostname\">{ip}</param>\n    </connection>\n  </authorize>\n</user-mapping>",
        "RustDesk\nID: {tvid}\nversion {ver}\nrelay server: {host}",
    ],
    "archive_backup_cmd_benign": [
        "zip -r -e tax-{year}.zip ~/Documents/tax   # -e prompts for the password",
        "7z a -p -mhe=on backup-{date}.7z /srv/data",
        "export RESTIC_REPOSITORY=s3:s3.amazonaws.com/{reponame}-backup\nexport RESTIC_PASSWORD_FILE=/root/.restic-pass\nrestic backup /home --exclude-caches",
        "BORG_PASSCOMMAND=\"pass show backup/borg\" borg create --stats ::'{{hostname}}-{{now}}' /etc /home",
        "openssl enc -aes-256-cbc -pbkdf2 -salt -in clients.csv -out clients.csv.enc -pass file:/etc/backup/key.txt",
        "$ restic snapshots\nID        Time                 Host    Paths\n{hex8}  {date} 02:00:01  nas     /home\n{hex8b}  {date} 02:00:03  nas     /etc",
    ],
    "inventory_sheet_benign": [
        "property\twifi\twifi password\tlockbox\talarm\nSeaview flat\tSeaview-5G\t(on the fridge)\t(sent on arrival)\tnone",
        "| device | ip | mac | firmware |\n|---|---|---|---|\n| NAS | {ip} | {mac} | {ver} |\n| printer | 10.0.0.{small} | {mac2} | {ver2} |",
        "student,username,email\n{name},{user},{user}@school.example.org\n{name2},{user2},{user2}@school.example.org",
        "asset_tag;model;serial;warranty_until\nIT-{ticket};Latitude 7440;{serial};{date}",
        "Camera,Location,RTSP path,resolution\nCAM-01,front door,/stream1,2560x1440\nCAM-02,back yard,/stream1,1920x1080",
        "Streaming accounts (family)\nservice | who pays | renews\nNetflix | {name} | {date}\nSpotify | {name2} | {date}",
    ],
    "mobile_mdm_config_benign": [
        "<dict>\n  <key>PayloadType</key>\n  <string>com.apple.wifi.managed</string>\n  <key>SSID_STR</key>\n  <string>{ssid}</string>\n  <key>EncryptionType</key>\n  <string>WPA2</string>\n  <key>EAPClientConfiguration</key>\n  <dict>\n    <key>AcceptEAPTypes</key>\n    <array><integer>13</integer></array>\n  </dict>\n  <key>PayloadCertificateUUID</key>\n  <string>{uuid}</string>\n</dict>",
        "<key>PayloadType</key>\n<string>com.apple.mail.managed</string>\n<key>IncomingMailServerHostName</key>\n<string>imap.example.com</string>\n<key>IncomingMailServerUsername</key>\n<string>{email}</string>\n<key>IncomingMailServerAuthentication</key>\n<string>EmailAuthPassword</string>",
        "# wake the test phones before the UI tests\nfor d in $(adb devices | awk 'NR>1 {{print $1}}'); do\n  adb -s $d shell input keyevent 224\n  adb -s $d shell settings put system screen_off_timeout 600000\ndone",
        "fastlane/.env\nFASTLANE_USER={email}\nAPP_STORE_CONNECT_API_KEY_PATH=./fastlane/api_key.json\nMATCH_GIT_URL=git@github.com:{repo}-certs.git\n# MATCH_PASSWORD comes from the CI secret store",
        "$ eas secret:list\nSecrets for this account and project:\nName        Scope    Type    ID\nEXPO_TOKEN  project  string  {uuid}",
        "{{\n  \"android.app.extra.PROVISIONING_DEVICE_ADMIN_COMPONENT_NAME\": \"com.example.dpc/.AdminReceiver\",\n  \"android.app.extra.PROVISIONING_DEVICE_ADMIN_SIGNATURE_CHECKSUM\": \"{b64fp}\",\n  \"android.app.extra.PROVISIONING_SKIP_ENCRYPTION\": false\n}}",
        "QA devices\nPixel 8 (serial {serial}): Android {small}, no screen lock\niPhone 15 (serial {serial2}): iOS {ver}",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in SECRET} | {
    "parental_pin_ml": "parental_pin_ml_benign",
    "archive_password_ml": "archive_password_ml_benign",
}
