"""Hand-written templates for the blind27 guard corpus: network mounts, mesh Wi-Fi and routers, camera streams, CI.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin of the same shape (BENIGN_TWIN)
that keeps the layout and swaps the credential for a near miss (a credentials file, a `${VAR}` or secret-store
reference, a masked value, a serial or a MAC, a fingerprint or a digest). make_blind27.py fills the fields ({{ and }}
are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives, so a template is many wordings, not
one. Secret fields (SECRET_FIELDS in make_blind27.py) hold a credential; benign templates use only benign fields.
"""

SECRET: dict[str, list[str]] = {
    # SMB/CIFS and NFS-over-Kerberos mounts: fstab lines, credentials files, mount and net use commands pasted with
    # "why does the NAS not mount at boot"
    "network_mount_creds": [
        "⟦/etc/fstab|fstab on the media box|my fstab line⟧\n//{nas}/⟦media|backup|photos⟧  /mnt/⟦nas|media|backup⟧  cifs  username={user},password={pw},uid=1000,⟦vers=3.0|vers=2.1|iocharset=utf8⟧,_netdev  0  0",
        "sudo mount -t cifs //{nas}/⟦share|public|scans⟧ /mnt/⟦share|nas⟧ -o username={user},password={pw}⟦,vers=3.0|,uid=$(id -u)|⟧",
        "⟦/root/.smbcredentials|/etc/samba/creds-nas|~/.cifs-creds⟧\nusername={user}\npassword={pw}\ndomain=⟦WORKGROUP|OFFICE|HOME⟧",
        "net use ⟦Z:|S:|P:⟧ \\\\{nas}\\⟦Daten|shared|Scans⟧ {pw} /user:⟦OFFICE|WORKGROUP|{nas}⟧\\{user} /persistent:yes",
        "⟦autofs map|/etc/auto.nas|auto.smb entry⟧\n⟦media|backup|docs⟧  -fstype=cifs,rw,username={user},password={pw},uid=⟦1000|1001⟧  ://{nas}/⟦media|backup|docs⟧",
        "⟦systemd mount unit|/etc/systemd/system/mnt-nas.mount⟧\n[Mount]\nWhat=//{nas}/⟦media|backup⟧\nWhere=/mnt/nas\nType=cifs\nOptions=username={user},password={pw},_netdev",
        "⟦macOS|on the Mac|Finder⟧: ⟦Go > Connect to Server|Cmd+K⟧ → smb://{user}:{pw}@{nas}/⟦Shared|Projects|Time Machine⟧",
        "⟦docker volume|compose volume for the NAS⟧\nvolumes:\n  nas:\n    driver: local\n    driver_opts:\n      type: cifs\n      device: //{nas}/⟦media|downloads⟧\n      o: \"username={user},password={pw},vers=3.0\"",
    ],
    # home routers and mesh Wi-Fi: admin logins, app setup notes, wpa_supplicant, hostapd and OpenWrt config
    "mesh_router_setup": [
        "⟦Deco|Eero|Orbi|Fritz!Box mesh|Google Wifi|Velop⟧ setup ⟦done|notes|finished⟧:\nnetwork name {ssid}\nWi-Fi password {wifipw}\n⟦admin login for the app: {pw}|router admin password {pw}|owner password {pw}⟧",
        "⟦/etc/wpa_supplicant/wpa_supplicant.conf|wpa_supplicant.conf on the Pi|wpa_supplicant.conf for headless boot⟧\nctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\ncountry=⟦DE|GB|US|FR⟧\nnetwork={{\n    ssid=\"{ssid}\"\n    psk=\"{wifipw}\"\n    key_mgmt=WPA-PSK\n}}",
        "⟦hostapd.conf|/etc/hostapd/hostapd.conf⟧\ninterface=wlan0\nssid={ssid}\nhw_mode=⟦g|a⟧\nchannel=⟦6|11|36⟧\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase={wifipw}",
        "⟦uci show wireless|/etc/config/wireless (OpenWrt)⟧\nconfig wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption mode 'ap'\n\toption ssid '{ssid}'\n\toption encryption '⟦psk2|sae-mixed⟧'\n\toption key '{wifipw}'",
        "nmcli dev wifi connect \"{ssid}\" password \"{wifipw}\"⟦ ifname wlan0| hidden yes|⟧",
        "router ⟦http://192.168.0.1|http://fritz.box|http://192.168.1.1|http://{ip}⟧ ⟦login admin / {pw}|user admin, password {pw}|admin:{pw}⟧⟦ (changed from the sticker)| - PPPoE is set|⟧",
        "⟦guest network|Gäste-WLAN|guest Wi-Fi for the party⟧: {ssid}-guest / {wifipw}⟦ (expires Sunday)||, QR on the fridge⟧",
        "⟦ISP login for the new mesh|PPPoE for the router|internet access data⟧:\nusername ⟦{user}@isp.example.net|{upper10}@example-dsl.de⟧\npassword {pw}",
    ],
    # IP cameras, NVRs and doorbells: RTSP URLs with the login inside, NVR and Frigate/go2rtc configs
    "camera_stream_url": [
        "rtsp://⟦admin|viewer|{user}⟧:{pw}@{ip}:554/⟦Streaming/Channels/101|cam/realmonitor?channel=1&subtype=0|h264Preview_01_main|stream1|live/ch00_0⟧",
        "⟦vlc|ffplay|ffmpeg -i⟧ \"rtsp://admin:{pw}@{ip}:554/⟦stream1|Streaming/Channels/102|live⟧\"⟦ -c copy out.mp4| --network-caching=300|⟧",
        "⟦frigate config.yml|# frigate cameras⟧\ncameras:\n  ⟦driveway|front_door|garden|garage⟧:\n    ffmpeg:\n      inputs:\n        - path: rtsp://⟦admin|frigate⟧:{pw}@{ip}:554/⟦cam/realmonitor?channel=1&subtype=0|stream1⟧\n          roles:\n            - detect",
        "⟦go2rtc.yaml|# go2rtc streams⟧\nstreams:\n  ⟦doorbell|porch|carport⟧: rtsp://admin:{pw}@{ip}/⟦h264Preview_01_main|Preview_01_sub⟧",
        "⟦NVR|Hikvision NVR|Dahua NVR|Reolink NVR⟧ at http://{ip} ⟦- login admin {pw}|user admin / pass {pw}|admin, password {pw}⟧⟦, {count} cameras|, remote view on|⟧",
        "⟦camera|cam⟧ ⟦in the nursery|over the garage|at the front door|in the shop⟧: ONVIF user {user} password {pw}⟦, port 8000|, port 80|⟧",
        "⟦Home Assistant|configuration.yaml⟧\ncamera:\n  - platform: generic\n    still_image_url: http://{ip}/snap.jpg\n    stream_source: rtsp://{user}:{pw}@{ip}:554/⟦stream1|live⟧",
        "⟦Tapo|Wyze|Eufy⟧ camera account for RTSP (set in the app under Advanced Settings → Camera Account): {user} / {pw}",
    ],
    # CI pipelines and deploy files with a credential written inline instead of a secret reference
    "ci_inline_secret": [
        "⟦.github/workflows/deploy.yml|.github/workflows/release.yml⟧\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: docker/login-action@v3\n        with:\n          registry: ⟦ghcr.io|registry.example.com⟧\n          username: {user}\n          password: {pw}",
        "⟦.gitlab-ci.yml|# gitlab ci⟧\nvariables:\n  DB_HOST: {host}\n  DB_USER: {dbuser}\n  DB_PASSWORD: \"{pw}\"\ntest:\n  script:\n    - ⟦pytest -q|make test|npm test⟧",
        "⟦Jenkinsfile|pipeline from the old Jenkins⟧\npipeline {{\n  agent any\n  environment {{\n    DEPLOY_USER = '{user}'\n    DEPLOY_PASS = '{pw}'\n  }}\n  stages {{\n    stage('Deploy') {{ steps {{ sh './deploy.sh' }} }}\n  }}\n}}",
        "⟦docker-compose.yml|compose.yaml⟧\nservices:\n  db:\n    image: ⟦postgres:16|mariadb:11|mysql:8⟧\n    environment:\n      ⟦POSTGRES_PASSWORD|MARIADB_ROOT_PASSWORD|MYSQL_ROOT_PASSWORD⟧: {pw}\n      ⟦POSTGRES_USER|MARIADB_USER|MYSQL_USER⟧: {dbuser}",
        "⟦values.yaml|helm values for staging|charts/app/values-prod.yaml⟧\npostgresql:\n  auth:\n    username: {dbuser}\n    password: \"{pw}\"\n    database: ⟦app|orders|shop⟧",
        "⟦terraform.tfvars|prod.auto.tfvars⟧\nregion         = \"⟦eu-central-1|us-east-1|westeurope⟧\"\ndb_username    = \"{dbuser}\"\ndb_password    = \"{pw}\"\ninstance_class = \"⟦db.t3.micro|db.t4g.small⟧\"",
        "⟦inventory.ini|hosts (ansible)⟧\n[web]\n{host} ansible_user={user} ansible_password={pw}⟦ ansible_become_password={pw2}|⟧",
        "⟦.drone.yml|bitbucket-pipelines.yml⟧\nsteps:\n  - name: publish\n    image: plugins/docker\n    settings:\n      repo: {user}/⟦app|site|api⟧\n      username: {user}\n      password: {pw}",
    ],
}

BENIGN: dict[str, list[str]] = {
    "network_mount_creds_benign": [
        "⟦/etc/fstab|fstab on the media box|my fstab line⟧\n//{nas}/⟦media|backup|photos⟧  /mnt/⟦nas|media|backup⟧  cifs  credentials=⟦/root/.smbcredentials|/etc/samba/creds-nas⟧,uid=1000,⟦vers=3.0|iocharset=utf8⟧,_netdev  0  0",
        "sudo mount -t cifs //{nas}/⟦share|public|scans⟧ /mnt/⟦share|nas⟧ -o username={user}⟦,vers=3.0|,uid=$(id -u)|⟧   # ⟦asks for the password|prompts for the password⟧",
        "⟦/root/.smbcredentials|/etc/samba/creds-nas⟧ (chmod 600, owner root):\nusername={user}\npassword=********\ndomain=⟦WORKGROUP|OFFICE|HOME⟧",
        "net use ⟦Z:|S:|P:⟧ \\\\{nas}\\⟦Daten|shared|Scans⟧ * /user:⟦OFFICE|WORKGROUP⟧\\{user} /persistent:yes   (* = ask for the password)",
        "⟦NAS|Synology|QNAP⟧ {nas}: serial {upper10}, MAC {mac}, DSM {ver}, shares ⟦media, backup, photos|scans, docs⟧",
        "⟦systemd mount unit|/etc/systemd/system/mnt-nas.mount⟧\n[Mount]\nWhat=//{nas}/⟦media|backup⟧\nWhere=/mnt/nas\nType=cifs\nOptions=credentials=/etc/samba/creds-nas,_netdev",
    ],
    "mesh_router_setup_benign": [
        "⟦Deco|Eero|Orbi|Fritz!Box mesh|Google Wifi|Velop⟧ setup ⟦done|notes|finished⟧:\nnetwork name {ssid}\nWi-Fi password ⟦on the card in the drawer|in the password manager|printed on the base unit⟧\n{count} satellites, firmware {ver}",
        "⟦/etc/wpa_supplicant/wpa_supplicant.conf|wpa_supplicant.conf on the Pi⟧\nctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\ncountry=⟦DE|GB|US⟧\nnetwork={{\n    ssid=\"{ssid}\"\n    bssid={mac}\n    key_mgmt=WPA-PSK\n}}\n# psk line removed before pasting; the Pi reads it from ⟦the SD card's boot partition|Raspberry Pi Imager's settings⟧",
        "⟦uci show wireless|/etc/config/wireless (OpenWrt)⟧\nconfig wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption mode 'ap'\n\toption ssid '{ssid}'\n\toption encryption '⟦psk2|sae-mixed⟧'\n\toption key '<hidden>'",
        "router ⟦http://192.168.0.1|http://fritz.box|http://{ip}⟧: model ⟦AX55|7590 AX|RT-AX58U⟧, serial {upper10}, WAN MAC {mac}, firmware {ver}",
        "⟦guest network|guest Wi-Fi for the party⟧: {ssid}-guest, password ⟦shown on the TV screen|on the QR code by the door|ask {name}⟧",
        "nmcli dev wifi connect \"{ssid}\" --ask⟦ ifname wlan0|⟧   # asks for the Wi-Fi password",
    ],
    "camera_stream_url_benign": [
        "rtsp://{ip}:554/⟦Streaming/Channels/101|cam/realmonitor?channel=1&subtype=0|h264Preview_01_main|stream1⟧ (no login in the URL, VLC asks for it)",
        "⟦frigate config.yml|# frigate cameras⟧\ncameras:\n  ⟦driveway|front_door|garden|garage⟧:\n    ffmpeg:\n      inputs:\n        - path: rtsp://{{FRIGATE_RTSP_USER}}:{{FRIGATE_RTSP_PASSWORD}}@{ip}:554/⟦stream1|live⟧\n          roles:\n            - detect",
        "⟦go2rtc.yaml|# go2rtc streams⟧\nstreams:\n  ⟦doorbell|porch|carport⟧: rtsp://${{CAM_USER}}:${{CAM_PASS}}@{ip}/⟦h264Preview_01_main|Preview_01_sub⟧",
        "⟦NVR|Hikvision NVR|Dahua NVR|Reolink NVR⟧ at http://{ip}: serial {upper10}, {count} channels, firmware {ver}, disk ⟦4 TB|8 TB⟧",
        "⟦Home Assistant|configuration.yaml⟧\ncamera:\n  - platform: generic\n    still_image_url: http://{ip}/snap.jpg\n    stream_source: !secret ⟦driveway_rtsp|porch_stream|cam1_url⟧",
        "⟦camera|cam⟧ ⟦in the nursery|over the garage|at the front door⟧: ONVIF user {user}, password ⟦in Bitwarden|not written down here|******⟧⟦, port 8000|⟧",
    ],
    "ci_inline_secret_benign": [
        "⟦.github/workflows/deploy.yml|.github/workflows/release.yml⟧\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: docker/login-action@v3\n        with:\n          registry: ⟦ghcr.io|registry.example.com⟧\n          username: ${{{{ github.actor }}}}\n          password: ${{{{ secrets.⟦GITHUB_TOKEN|REGISTRY_PASSWORD⟧ }}}}",
        "⟦.gitlab-ci.yml|# gitlab ci⟧\nvariables:\n  DB_HOST: {host}\n  DB_USER: {dbuser}\n  # DB_PASSWORD is a masked, protected CI/CD variable (Settings → CI/CD → Variables)\ntest:\n  script:\n    - ⟦pytest -q|make test|npm test⟧",
        "⟦Jenkinsfile|pipeline from the old Jenkins⟧\npipeline {{\n  agent any\n  environment {{\n    DEPLOY = credentials('⟦deploy-creds|prod-deploy⟧')\n  }}\n  stages {{\n    stage('Deploy') {{ steps {{ sh './deploy.sh' }} }}\n  }}\n}}",
        "⟦docker-compose.yml|compose.yaml⟧\nservices:\n  db:\n    image: ⟦postgres:16|mariadb:11⟧\n    environment:\n      ⟦POSTGRES_PASSWORD_FILE|MARIADB_ROOT_PASSWORD_FILE⟧: /run/secrets/db_password\n    secrets:\n      - db_password",
        "⟦values.yaml|helm values for staging⟧\npostgresql:\n  auth:\n    username: {dbuser}\n    existingSecret: ⟦app-db|pg-credentials⟧\n    secretKeys:\n      userPasswordKey: password",
        "⟦terraform.tfvars|prod.auto.tfvars⟧\nregion         = \"⟦eu-central-1|us-east-1⟧\"\ndb_username    = \"{dbuser}\"\ninstance_class = \"⟦db.t3.micro|db.t4g.small⟧\"\n# db_password comes from TF_VAR_db_password in the pipeline",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in SECRET} | {
    "room_safe_code_ml": "room_safe_code_ml_benign",
    "alarm_duress_code_ml": "alarm_duress_code_ml_benign",
}
