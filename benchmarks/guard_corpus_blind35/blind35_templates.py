"""Hand-written templates for the blind35 guard corpus: conference-call host PINs and host keys, e-signature envelope
access codes, LoRaWAN root and session keys and network-server API keys, fleet-telematics and drone-platform API
tokens, SSH key passphrases in onboarding notes, PLC / HMI / SCADA passwords, kiosk-mode exit PINs, MIFARE / DESFire
access-card keys, amateur-radio service logins (EchoLink, LoTW, BrandMeister, QRZ), shareholder proxy-vote control
numbers, and employee time-clock PINs.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder, a public identifier (meeting ID,
envelope ID, DevEUI, vehicle number, key fingerprint, card UID, call sign, CUSIP, employee number), a documented
default (MIFARE transport keys, vendor factory logins), "I changed it and won't say" or "it comes separately" without
the value. make_blind35.py fills the fields ({{ and }} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its
alternatives. Secret fields (SECRET_FIELDS in make_blind35.py) hold a credential; benign templates use only benign
fields.
"""

SECRET: dict[str, list[str]] = {
    # Zoom host keys, Webex host PINs, Teams / GoTo / dial-in bridge leader and moderator PINs
    "conference_host_pin": [
        "Zoom host key: {hostkey}",
        "{name}: if I'm late, claim host on the board call with host key {hostkey} (Participants > Claim host)",
        "Weekly standup bridge\nDial-in: {dialin}\nParticipant code: {meetingid}\nLeader PIN: {hostpin}",
        "Webex personal room {room}\nhost PIN {hostpin} — start it from the phone in room 4 if the laptop dies",
        "conference line for the investor call: {dialin}, chairperson passcode {modpin}#, guests just use {meetingid}#",
        "to start the audio bridge without me dial {dialin}, press * then enter the moderator PIN {modpin} and #",
        "| bridge | number | access code | host PIN |\n|---|---|---|---|\n| all-hands | {dialin} | {meetingid} | {hostpin} |",
        "⟦the church choir|our book club|the residents' association⟧ Zoom is mine, but the host key is {hostkey} so anyone of the committee can take over",
        "Screenshot: Audio conferencing\nConference ID {meetingid}\nOrganizer PIN  {hostpin}\nToll number {dialin}",
    ],
    # DocuSign / Adobe Sign / Dropbox Sign envelope access codes, alternate-signing security codes, open passwords
    "esignature_access_code": [
        "DocuSign: the access code for the lease envelope is {esigncode}",
        "{name}, the contract from the notary needs an access code to open: {esigncode}. It's in your mail from DocuSign.",
        "ALTERNATE SIGNING METHOD\nVisit docusign.example, click 'Access Documents', and enter the security code:\n{esignsec}",
        "the mortgage papers are in Adobe Sign, password to open the signed PDF is {pdfpw}",
        "Sender: please sign the purchase agreement. Access code (given to you by phone): {esigncode}\nEnvelope ID: {envelope}",
        "e-sign for the nursery enrolment: code {esigncode}, then sign on pages 2 and 5",
        "the HR onboarding pack wants an access code, HR said it is {esigncode} — sign before {date}",
        "Dropbox Sign document is protected, the signer password is {pdfpw}",
        "Fwd: documents for signature\n\nsecurity code {esignsec}\n(expires in 30 days)",
    ],
    # The Things Network / ChirpStack / Helium device keys (OTAA AppKey, ABP session keys) and network-server API keys
    "lorawan_app_key": [
        "TTN device {devid}\nDevEUI: {deveui}\nJoinEUI: {joineui}\nAppKey: {appkey}",
        "{name}: the soil sensor in the greenhouse uses OTAA, AppKey {appkey}, the EUI is on the sticker",
        "// LMIC keys for node 3\nstatic const u1_t PROGMEM APPKEY[16] = {{ {appkeyarr} }};",
        "ABP for the water meter\nDevAddr {devaddr}\nNwkSKey {nwkskey}\nAppSKey {appskey}",
        "AT+APPKEY={appkey}\nAT+DEUI={deveui}\nAT+JOIN",
        "the ChirpStack API key for the dashboard integration is {ttnkey}",
        "TTN application {devid} — API key with rights to read uplinks: {ttnkey}",
        "rak wisblock config ⟦for the beehive scale|for the river level gauge|for the cold room⟧: appkey={appkey} deveui={deveui} region=EU868",
        "| device | DevEUI | AppKey |\n|---|---|---|\n| {devid} | {deveui} | {appkey} |",
    ],
    # Samsara / Geotab / Webfleet / Motive fleet-telematics API tokens and logins, DroneDeploy / FlightHub keys,
    # GPS-tracker SMS passwords
    "telematics_api_token": [
        "Samsara API token for the route planner: {fleettoken}",
        "{name}: the Geotab database is {fleetdb}, user {email}, password {fleetpw}, pull the trip history for {vehicle}",
        "webfleet.connect\naccount={fleetdb}\nusername={login}\npassword={fleetpw}\napikey={fleetkey}",
        "curl -H \"X-Api-Key: {fleetkey}\" https://api.motive.example/v1/vehicles",
        "DroneDeploy API key for the survey export: {dronekey}",
        "drone fleet (FlightHub) app key {dronekey}, the pilots log in with their own accounts",
        "GPS tracker on {vehicle}: text \"{trackerpw} where\" to the SIM and it answers with a map link",
        "tracker SMS password was changed from the default to {trackerpw}, so the command is now: fence,{trackerpw},on",
        "TELEMATICS_TOKEN={fleettoken}\nFLEET_ID={fleetdb}",
    ],
    # passphrases of SSH private keys and deploy keys, in onboarding notes, READMEs and chat
    "ssh_key_passphrase": [
        "the passphrase for ~/.ssh/id_ed25519 on the build laptop is \"{sshpass}\"",
        "{name}: the deploy key for {repo} is in 1Password but its passphrase is {sshpass}, ssh-add will ask for it",
        "Onboarding, step 4: copy the shared bastion key to ~/.ssh/bastion_ed25519 and unlock it with {sshpass}",
        "ssh-keygen -t ed25519 -C \"{login}@{company}\" -N '{sshpass}' -f ~/.ssh/{company}_ed25519",
        "ssh-add ~/.ssh/id_rsa   # passphrase: {sshpass}\nIdentity added: /home/{login}/.ssh/id_rsa ({login}@{company})",
        "key for the backup box: backup_rsa, passphrase {sshpass} (the pub key is already in authorized_keys)",
        "new laptop notes\n- brew install git\n- the old key is in ~/keys/old_id_rsa, passphrase: {sshpass}\n- add it to the agent",
        "ssh_private_key_passphrase: \"{sshpass}\"",
        "| host | key file | passphrase |\n|---|---|---|\n| {host} | ~/.ssh/{company}_deploy | {sshpass} |",
    ],
    # Siemens S7 access-level and project passwords, HMI operator levels, Codesys / WAGO / Ignition / SCADA logins
    "plc_hmi_password": [
        "S7-1500 line 2: access level 'full access' password is {plcpw}",
        "{name}: the TIA Portal project is know-how protected, password {plcpw}, don't change the OB1 comments",
        "HMI operator levels\n- operator: {hmipin}\n- maintenance: {hmipin2}\n- engineer: {plcpw}",
        "Ignition gateway at http://{lanip}:8088, admin / {plcpw}",
        "the Codesys runtime on the Pi asks for a user: {login} and {plcpw}",
        "WAGO PFC200 web management changed: admin password now {plcpw} (the old factory one is gone)",
        "the maintenance PIN on the filler HMI is {hmipin}, it lets you jog the conveyor",
        "SCADA night shift note: if the alarm server hangs log in as supervisor, password {plcpw}, then restart the service",
        "| PLC | IP | protection | password |\n|---|---|---|---|\n| {plcmodel} | {lanip} | read/write | {plcpw} |",
    ],
    # Fully Kiosk / Android kiosk lockdown / Guided Access / Hexnode exit PINs and digital-signage admin passwords
    "kiosk_exit_pin": [
        "kiosk tablet in the lobby: to get out of Fully Kiosk swipe from the left and enter {kioskpin}",
        "{name}: Guided Access passcode on the museum iPads is {kioskpin}, triple-click the side button",
        "Hexnode kiosk exit password for the check-in tablets: {kioskpw}",
        "the self-service terminal in the library: admin exit PIN {kioskpin}, the settings are behind it",
        "signage player at {lanip}\nadmin user: admin\nadmin password: {kioskpw}",
        "Kiosk Browser Lockdown\nExit PIN: {kioskpin}\nStart URL: https://{site}/menu",
        "if the ordering screen freezes, tap the top-right corner five times and type {kioskpin} to reach Android settings",
        "our event badge printers run in kiosk mode, exit with {kioskpin} and restart the app",
        "BrightSign for the window display: local web UI password {kioskpw}",
    ],
    # MIFARE Classic sector keys A/B, DESFire application keys, Proxmark dumps of the office and gym fob keys
    "mifare_sector_key": [
        "office door fobs are MIFARE Classic 1K, sector 1 key A {mfkey} key B {mfkey2}",
        "{name}: the gym cards use a custom key on sector 3, it's {mfkey}, please don't share it with the members",
        "proxmark3> hf mf rdbl --blk 7 -a -k {mfkey}\n[=] block 7: data ok",
        "DESFire EV2 app 0x{appid}, AES key 0: {desfirekey}",
        "keys.dic for the hotel cards\n{mfkey}\n{mfkey2}",
        "the parking garage tag key (sector 2, key B) is {mfkey2}",
        "| sector | key A | key B |\n|---|---|---|\n| 4 | {mfkey} | {mfkey2} |",
        "access control config: card format MIFARE, site key {mfkey}, the reader firmware is {ver}",
        "the laundry card key A is {mfkey} — the credit is stored in block 8",
    ],
    # EchoLink, LoTW certificate, BrandMeister hotspot, Pi-Star dashboard, QRZ logbook API, AllStarLink passwords
    "amateur_radio_login": [
        "EchoLink for {call}: password {hampw}",
        "{name}: the LoTW certificate {call}.p12 has the password {hampw}, import it in TQSL",
        "BrandMeister hotspot security password: {hotspotpw}",
        "Pi-Star dashboard on the hotspot: pi-star / {hampw}",
        "QRZ logbook API key for the logger: {qrzkey}",
        "club station {call}\nEchoLink node {node}\nlogin password {hampw}",
        "AllStarLink node {node} registration password is {hotspotpw}",
        "Log4OM upload settings\nQRZ key: {qrzkey}\nClublog app password: {hampw}",
        "the repeater's remote control password (for the net controller) is {hotspotpw}",
    ],
    # ProxyVote 16-digit control numbers, Computershare / Equiniti voting IDs and task IDs, AGM access PINs
    "shareholder_vote_control_number": [
        "proxy vote for the AGM: control number {controlno}",
        "{name}: vote dad's shares online, the 16-digit control number is {controlno}, it's the grey box on the card",
        "Shareview: Voting ID {votingid}, Task ID {taskid}, SRN {srn}",
        "virtual AGM login: username {srn}, PIN {votepin} (the PIN is the last part of the proxy form)",
        "Notice of Internet availability\nCUSIP {cusip}\nCONTROL # {controlno}",
        "the pension fund's shares in {ticker}: control number {controlno}, vote by {date}",
        "Investor Centre: holder number {srn}, PIN {votepin}",
        "meeting {date}, to vote use control number {controlno} on proxyvote",
        "| company | control number |\n|---|---|\n| {ticker} | {controlno} |",
    ],
    # ADP / UKG / Deputy / Homebase clock-in PINs and shift-app logins
    "timeclock_pin": [
        "my clock-in PIN on the Kronos terminal is {clockpin}",
        "{name}: can you clock me in at 7? employee {empno}, PIN {clockpin}",
        "Deputy kiosk at the café: {empno} / {clockpin}",
        "When I Work login {email} pw {shiftpw}, swap my Saturday shift please",
        "ADP time clock\nbadge: {empno}\nPIN: {clockpin}",
        "the supervisor override on the time clock is {clockpin}, for fixing missed punches",
        "Homebase: {email} and {shiftpw}, the timesheets for week {count} need approving",
        "punch card PIN changed to {clockpin}, store {store}",
        "| name | employee no | clock PIN |\n|---|---|---|\n| {name} | {empno} | {clockpin} |",
    ],
}

BENIGN: dict[str, list[str]] = {
    "conference_host_pin_benign": [
        "Zoom host key: (see Profile > Host key, I won't put it in chat)",
        "Weekly standup bridge\nDial-in: {dialin}\nParticipant code: {meetingid}\nLeader PIN: ****",
        "Webex personal room {room}\nhost PIN was reset, I'll text it to {name} before the call",
        "conference line for the investor call: {dialin}, guests use access code {meetingid}#, the chairperson joins from the studio",
        "| bridge | number | access code | host PIN |\n|---|---|---|---|\n| all-hands | {dialin} | {meetingid} | (organiser only) |",
        "Zoom meeting ID {meetingid}, waiting room on, no host key needed, {name} is co-host",
    ],
    "esignature_access_code_benign": [
        "DocuSign: the access code for the lease envelope comes by SMS to the signer",
        "Sender: please sign the purchase agreement. Access code: provided separately by phone\nEnvelope ID: {envelope}",
        "Certificate of completion\nEnvelope ID: {envelope}\nSigned {date} {hh}:{mi}\nSigner: {email}",
        "the mortgage papers are in Adobe Sign, the signed PDF has no password, it's in Downloads",
        "{name}, the HR onboarding pack needs an access code, they'll call you with it on {date}",
    ],
    "lorawan_app_key_benign": [
        "TTN device {devid}\nDevEUI: {deveui}\nJoinEUI: {joineui}\nAppKey: generated in the console, not exported",
        "// LMIC keys for node 3\nstatic const u1_t PROGMEM APPKEY[16] = {{ FILLMEIN }};",
        "ABP for the water meter\nDevAddr {devaddr}\nNwkSKey <from the console>\nAppSKey <from the console>",
        "AT+DEUI={deveui}\nAT+APPEUI={joineui}\nAT+APPKEY=<your app key>\nAT+JOIN",
        "{name}: the soil sensor joined on {date}, DevEUI {deveui}, RSSI -{count}8 dBm, SF7",
        "rak wisblock config: deveui={deveui} appeui={joineui} appkey=${{LORA_APPKEY}} region=EU868",
    ],
    "telematics_api_token_benign": [
        "Samsara API token for the route planner: stored as SAMSARA_TOKEN in the CI secrets",
        "{name}: the Geotab database is {fleetdb}, pull the trip history for {vehicle}, you have your own login",
        "curl -H \"X-Api-Key: $MOTIVE_API_KEY\" https://api.motive.example/v1/vehicles",
        "{vehicle} odometer {points}12 km on {date}, {count} harsh-braking events",
        "GPS tracker on {vehicle}: the manual says the factory SMS password is 123456; ours was changed at install, ask fleet ops",
        "drone fleet (FlightHub): {count} flights this week, serial {dronesn}, firmware {ver}",
    ],
    "ssh_key_passphrase_benign": [
        "the passphrase for ~/.ssh/id_ed25519 on the build laptop is in the team vault, ask {name}",
        "Onboarding, step 4: ssh-keygen -t ed25519 -C \"{login}@{company}\" and choose your own passphrase (five words or more)",
        "ssh-keygen -t ed25519 -N '' -f ~/.ssh/ci_{company}_ed25519   # CI key, no passphrase, read-only deploy key",
        "The key fingerprint is:\nSHA256:{fingerprint} {login}@{company}",
        "authorized_keys on {host}:\nssh-ed25519 {sshpub} {login}@{company}",
        "| host | key file | passphrase |\n|---|---|---|\n| {host} | ~/.ssh/{company}_deploy | (agent) |",
    ],
    "plc_hmi_password_benign": [
        "S7-1500 line 2: protection set to 'full access (no protection)' for commissioning, rack 0 slot 1, {lanip}",
        "HMI operator levels\n- operator: badge\n- maintenance: badge + PIN (ask the shift lead)\n- engineer: domain login",
        "WAGO PFC200 manual: factory login for web-based management is admin / wago, change it at first start",
        "Ignition gateway at http://{lanip}:8088, version {ver}, admin login in the plant password safe",
        "| PLC | IP | protection | password |\n|---|---|---|---|\n| {plcmodel} | {lanip} | read/write | ******** |",
        "{name}: changed the TIA project password after the audit, the maintenance lead has it on paper",
    ],
    "kiosk_exit_pin_benign": [
        "kiosk tablet in the lobby: serial {kiosksn}, start URL https://{site}/checkin, exit PIN with facilities",
        "Fully Kiosk docs: the default kiosk PIN is 1234 until you set your own (we set ours on {date})",
        "{name}: Guided Access is on the museum iPads, the passcode is not the iPad code, ask at the desk",
        "Kiosk Browser Lockdown\nExit PIN: ●●●●\nStart URL: https://{site}/menu",
        "signage player at {lanip}\nadmin user: admin\nadmin password: <set at provisioning>",
    ],
    "mifare_sector_key_benign": [
        "office door fobs are MIFARE Classic 1K; blank cards ship with the transport key FFFFFFFFFFFF, the installer writes the site key",
        "sector trailer from a blank card: FFFFFFFFFFFF FF078069 FFFFFFFFFFFF (factory default)",
        "MAD sector 0 uses the public key A0A1A2A3A4A5, NDEF sectors use D3F7D3F7D3F7",
        "proxmark3> hf 14a info\n[+]  UID: {carduid}\n[+] ATQA: 00 04\n[+]  SAK: 08 [2]",
        "{name}: the gym card UID is {carduid}, please register it to the member {member}",
        "| sector | key A | key B |\n|---|---|---|\n| 4 | (site key, HSM) | (site key, HSM) |",
    ],
    "amateur_radio_login_benign": [
        "EchoLink for {call}: node {node}, validated on {date}",
        "{name}: the LoTW certificate {call}.p12 is exported without a password, TQSL asks for none",
        "BrandMeister hotspot security password: set in SelfCare, not in this note",
        "my DMR ID is {dmrid}, call sign {call}, talkgroup 91 on Sundays",
        "Log4OM upload settings\nQRZ key: (paste from qrz.example logbook settings)\nClublog: enabled",
        "Pi-Star default is pi-star / raspberry, so change it before the hotspot goes online",
    ],
    "shareholder_vote_control_number_benign": [
        "proxy vote for the AGM: control number on the notice card in the kitchen drawer",
        "Notice of Internet availability\nCUSIP {cusip}\nCONTROL # XXXX XXXX XXXX XXXX",
        "{name}: voted dad's {points} shares in {ticker} on {date}, confirmation {confno}",
        "Shareview: SRN {srn}, the Voting ID and Task ID are on the form of proxy",
        "{ticker} AGM on {date}, record date {count} weeks before, ISIN {isin}",
    ],
    "timeclock_pin_benign": [
        "my clock-in PIN on the Kronos terminal got reset, HR sends a new one to my mail",
        "{name}: can you check I clocked in at 7? employee {empno}, store {store}",
        "ADP time clock\nbadge: {empno}\nPIN: set at your first punch",
        "When I Work: swapped my Saturday shift with {name}, approved on {date}",
        "| name | employee no | clock PIN |\n|---|---|---|\n| {name} | {empno} | — |",
        "Deputy: the first PIN is the last four digits of your employee number, change it on day one",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "pension_portal_login_ml")}
