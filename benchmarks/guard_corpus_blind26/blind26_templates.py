"""Hand-written templates for the blind26 guard corpus: client site exports, OS answer files, office printers, archives.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin of the same shape (BENIGN_TWIN)
that keeps the layout and swaps the credential for a near miss (a prompt, a key file, integrated login, a crypt hash,
the placeholder Windows Setup leaves behind, a serial or a MAC, a digest, an environment or secret-file reference).
make_blind26.py fills the fields ({{ and }} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its
alternatives, so a template is many wordings, not one. Secret fields (SECRET_FIELDS in make_blind26.py) hold a
credential; benign templates use only benign fields.
"""

SECRET: dict[str, list[str]] = {
    # FTP/SFTP and database GUI clients: the site or connection exported (or copied out of the profile) and pasted
    # with "moving to a new laptop" or "why can't it connect"
    "client_site_export": [
        "⟦sitemanager.xml|%APPDATA%\\FileZilla\\sitemanager.xml|~/.config/filezilla/sitemanager.xml⟧\n<FileZilla3 version=\"3.⟦66|67|68⟧.⟦0|1|2⟧\" platform=\"⟦windows|*nix⟧\">\n  <Servers>\n    <Server>\n      <Host>{host}</Host>\n      <Port>⟦21|22|2222⟧</Port>\n      <Protocol>⟦0|1⟧</Protocol>\n      <Type>0</Type>\n      <User>{user}</User>\n      <Pass encoding=\"base64\">{b64pw}</Pass>\n      <Logontype>1</Logontype>\n      <Name>⟦web shop|client site|backup space|old hosting⟧</Name>\n    </Server>\n  </Servers>\n</FileZilla3>",
        "⟦recentservers.xml|FileZilla recent servers⟧:\n<RecentServers>\n  <Server>\n    <Host>{host}</Host>\n    <Port>21</Port>\n    <Protocol>⟦0|4⟧</Protocol>\n    <User>{user}</User>\n    <Pass encoding=\"base64\">{b64pw}</Pass>\n    <Logontype>1</Logontype>\n  </Server>\n</RecentServers>",
        "⟦.dbeaver/data-sources.json|DBeaver data-sources.json|workspace6/General/.dbeaver/data-sources.json⟧\n{{\n  \"connections\": {{\n    \"postgres-jdbc-{upper8}\": {{\n      \"provider\": \"postgresql\",\n      \"name\": \"⟦prod|reporting|orders-ro⟧\",\n      \"save-password\": true,\n      \"configuration\": {{\n        \"host\": \"{host}\",\n        \"port\": \"5432\",\n        \"database\": \"⟦app|orders|analytics⟧\",\n        \"user\": \"{dbuser}\",\n        \"password\": \"{pw}\"\n      }}\n    }}\n  }}\n}}",
        "⟦connection.udl|prod.udl|the .udl file on the reception PC⟧:\n[oledb]\n; Everything after this line is an OLE DB initstring\nProvider=MSOLEDBSQL.1;Password={pw};Persist Security Info=True;User ID={dbuser};Initial Catalog=⟦Sage|Lohn|Kasse⟧;Data Source=⟦{host}|SRV01\\SQLEXPRESS⟧",
        "⟦.vscode/sftp.json|sftp.json (VS Code SFTP extension)⟧\n{{\n  \"name\": \"⟦staging|live|client⟧\",\n  \"host\": \"{host}\",\n  \"protocol\": \"sftp\",\n  \"port\": 22,\n  \"username\": \"{user}\",\n  \"password\": \"{pw}\",\n  \"remotePath\": \"/var/www/⟦html|shop|site⟧\",\n  \"uploadOnSave\": ⟦true|false⟧\n}}",
        "⟦sftp-config.json|Sublime SFTP sftp-config.json⟧\n{{\n    \"type\": \"⟦sftp|ftp⟧\",\n    \"save_before_upload\": true,\n    \"upload_on_save\": ⟦true|false⟧,\n    \"host\": \"{host}\",\n    \"user\": \"{user}\",\n    \"password\": \"{pw}\",\n    \"remote_path\": \"/home/{user}/public_html/\"\n}}",
        "⟦winscp script|upload.txt for winscp.com /script|WinSCP script⟧\nopen sftp://{user}:{pw}@{host}/ -hostkey=\"ssh-ed25519 255 {fp}\"\ncd /⟦uploads|incoming|www⟧\nput ⟦C:\\export\\*.csv|report.pdf|*.zip⟧\nexit",
        "⟦Sequel Ace favorites export|Favorites.plist from Sequel Pro⟧\n<dict>\n  <key>host</key>\n  <string>{host}</string>\n  <key>user</key>\n  <string>{dbuser}</string>\n  <key>password</key>\n  <string>{pw}</string>\n  <key>port</key>\n  <string>3306</string>\n</dict>",
    ],
    # unattended-install answer files and autologon settings that carry a password in clear or merely encoded
    "os_answer_file": [
        "⟦autounattend.xml|unattend.xml|from our autounattend.xml⟧\n<AutoLogon>\n  <Enabled>true</Enabled>\n  <LogonCount>⟦1|3|9999999⟧</LogonCount>\n  <Username>{user}</Username>\n  <Password>\n    <Value>{pw}</Value>\n    <PlainText>true</PlainText>\n  </Password>\n</AutoLogon>",
        "<UserAccounts>\n  <AdministratorPassword>\n    <Value>{pw}</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>",
        "⟦Windows System Image Manager wrote this:|unattend.xml (PlainText false, so it's safe?)|the answer file from the imaging share:⟧\n<LocalAccount wcm:action=\"add\">\n  <Name>{user}</Name>\n  <Group>Administrators</Group>\n  <Password>\n    <Value>{unattendb64}</Value>\n    <PlainText>false</PlainText>\n  </Password>\n</LocalAccount>",
        "⟦autologon.reg|kiosk-autologon.reg|the .reg for the info screen⟧\nWindows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n\"AutoAdminLogon\"=\"1\"\n\"DefaultUserName\"=\"{user}\"\n\"DefaultPassword\"=\"{pw}\"\n\"DefaultDomainName\"=\"⟦OFFICE|.|WORKGROUP⟧\"",
        "⟦# ks.cfg|anaconda-ks.cfg|# kickstart for the lab boxes⟧\nlang en_US.UTF-8\nkeyboard ⟦us|de|fr⟧\ntimezone ⟦Europe/Berlin|UTC|America/Chicago⟧\nrootpw --plaintext {pw}\nuser --name={user} --groups=wheel --password={pw2} --plaintext",
        "⟦preseed.cfg|# debian preseed|d-i answers for the thin clients⟧\nd-i passwd/root-password password {pw}\nd-i passwd/root-password-again password {pw}\nd-i passwd/user-fullname string ⟦Kiosk|Lab User|Operator⟧\nd-i passwd/username string {user}",
        "#cloud-config\n⟦hostname: node{count}\n|⟧chpasswd:\n  expire: false\n  users:\n    - name: ⟦root|ubuntu|pi⟧\n      password: {pw}\n      type: text\nssh_pwauth: true",
        "⟦answer.toml|# proxmox auto-install answer.toml⟧\n[global]\nkeyboard = \"⟦en-us|de|fr⟧\"\ncountry = \"⟦us|de|fr⟧\"\nfqdn = \"pve{count}.example.lan\"\nmailto = \"admin@example.com\"\ntimezone = \"⟦Europe/Berlin|UTC⟧\"\nroot_password = \"{pw}\"",
    ],
    # office printers and copiers: scan-to-folder and scan-to-mail accounts, admin pages, copier PINs
    "office_printer_setup": [
        "Scan to folder on the ⟦Ricoh|Kyocera|Brother|Canon|Konica⟧ ⟦in the office|in the hallway|upstairs⟧:\npath \\\\{nas}\\scans\\⟦reception|accounts|all⟧\nuser {user}\npassword {pw}",
        "printer admin page http://{ip} ⟦- login admin / {pw}|user: admin pass: {pw}|admin, pw {pw}⟧",
        "Scan to e-mail settings:\nSMTP server {smtp}\nport 587, STARTTLS\naccount scanner@example.com\npassword {pw}⟦\n(set by the IT guy in {month})|\ndo not change|⟧",
        "⟦address book export from the copier|AddressBook.csv|the Kyocera address book (CSV)⟧\nname,smb_path,smb_user,smb_password\n{name},\\\\{nas}\\scans\\{name},{user},{pw}",
        "changed the ⟦EWS|web interface|admin⟧ password on the ⟦HP LaserJet|Brother MFC|Epson WorkForce⟧ to {pw} (old one was {pw2})",
        "⟦label on the back of the new Brother printer|sticker on the printer|from the printer's label⟧: Pwd: {printerpw} ⟦- that's the default admin password|(web admin)|for the web page⟧",
        "⟦copier|Canon copier|the big printer⟧: department ID {dept}, PIN {pin} ⟦for accounting|for our team|, don't share⟧",
        "⟦secure print|follow-me printing|print release⟧ PIN ⟦for me|for {name}⟧: {pin}⟦ (type it at the printer)|, then press Print All|⟧",
    ],
    # password-protected archives and documents, with the password in the same message, command or script
    "archive_password": [
        "7z a -p'{pw}' -mhe=on ⟦backup|taxes_2025|photos|clients⟧.7z ~/⟦Documents|Scans|Projects⟧",
        "I sent you ⟦the contracts|the scans|the payroll export|the photos⟧ as a zip, the password is {pw}",
        "Zip password for the ⟦client files|wedding photos|board pack|audit files⟧: {pw}⟦ (sending it separately as agreed)| - delete this message after|⟧",
        "The ⟦payslip PDF|bank statement PDF|tax assessment PDF|medical report PDF⟧ opens with {pw}",
        "qpdf --password='{pw}' --decrypt ⟦statement|payslip|report⟧.pdf ⟦out|unlocked⟧.pdf",
        "import zipfile\nzipfile.ZipFile('⟦data|dump|export⟧.zip').extractall(⟦path='out', |⟧pwd=b'{pw}')",
        "⟦WinRAR|Keka|PeaZip⟧: Set password… → {pw}, ⟦ticked 'Encrypt file names'|AES-256|encrypt file names on⟧",
        "Subject: ⟦Files for the audit|Q3 documents|Scans for the notary⟧\n\nHi {name},\n\nthe attached ⟦archive|zip⟧ is encrypted. Password: {pw}\n\nRegards",
    ],
}

BENIGN: dict[str, list[str]] = {
    "client_site_export_benign": [
        "⟦sitemanager.xml|%APPDATA%\\FileZilla\\sitemanager.xml|~/.config/filezilla/sitemanager.xml⟧\n<FileZilla3 version=\"3.⟦66|67|68⟧.⟦0|1|2⟧\" platform=\"⟦windows|*nix⟧\">\n  <Servers>\n    <Server>\n      <Host>{host}</Host>\n      <Port>⟦21|22|2222⟧</Port>\n      <Protocol>⟦0|1⟧</Protocol>\n      <Type>0</Type>\n      <User>{user}</User>\n      <Logontype>2</Logontype>\n      <Name>⟦web shop|client site|backup space|old hosting⟧</Name>\n    </Server>\n  </Servers>\n</FileZilla3>⟦\n(logon type 2 = ask for password)|⟧",
        "⟦sitemanager.xml|FileZilla site with a key⟧:\n<Server>\n  <Host>{host}</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>{user}</User>\n  <Logontype>5</Logontype>\n  <Keyfile>⟦C:\\Users\\{user}\\.ssh\\id_ed25519.ppk|/home/{user}/.ssh/id_ed25519⟧</Keyfile>\n</Server>",
        "⟦.dbeaver/data-sources.json|DBeaver data-sources.json⟧\n{{\n  \"connections\": {{\n    \"postgres-jdbc-{upper8}\": {{\n      \"provider\": \"postgresql\",\n      \"name\": \"⟦prod|reporting|orders-ro⟧\",\n      \"save-password\": false,\n      \"configuration\": {{\n        \"host\": \"{host}\",\n        \"port\": \"5432\",\n        \"database\": \"⟦app|orders|analytics⟧\",\n        \"user\": \"{dbuser}\",\n        \"auth-model\": \"native\"\n      }}\n    }}\n  }}\n}}",
        "⟦connection.udl|prod.udl⟧:\n[oledb]\n; Everything after this line is an OLE DB initstring\nProvider=MSOLEDBSQL.1;Integrated Security=SSPI;Persist Security Info=False;Initial Catalog=⟦Sage|Lohn|Kasse⟧;Data Source=⟦{host}|SRV01\\SQLEXPRESS⟧",
        "⟦.vscode/sftp.json|sftp.json (VS Code SFTP extension)⟧\n{{\n  \"name\": \"⟦staging|live|client⟧\",\n  \"host\": \"{host}\",\n  \"protocol\": \"sftp\",\n  \"port\": 22,\n  \"username\": \"{user}\",\n  \"privateKeyPath\": \"~/.ssh/id_ed25519\",\n  \"passphrase\": true,\n  \"remotePath\": \"/var/www/⟦html|shop|site⟧\"\n}}",
        "⟦winscp script|upload.txt for winscp.com /script⟧\nopen sftp://{user}@{host}/ -privatekey=\"⟦C:\\keys\\deploy.ppk|%USERPROFILE%\\.ssh\\deploy.ppk⟧\" -hostkey=\"ssh-ed25519 255 {fp}\"\ncd /⟦uploads|incoming|www⟧\nput ⟦report.pdf|*.zip⟧\nexit",
    ],
    "os_answer_file_benign": [
        "⟦C:\\Windows\\Panther\\unattend.xml after setup|the unattend.xml left on the PC|Panther\\unattend.xml⟧:\n<AutoLogon>\n  <Enabled>true</Enabled>\n  <LogonCount>⟦1|3⟧</LogonCount>\n  <Username>{user}</Username>\n  <Password>\n    <Value>*SENSITIVE*DATA*DELETED*</Value>\n    <PlainText>true</PlainText>\n  </Password>\n</AutoLogon>",
        "⟦# ks.cfg|anaconda-ks.cfg⟧\nlang en_US.UTF-8\nkeyboard ⟦us|de|fr⟧\ntimezone ⟦Europe/Berlin|UTC⟧\nrootpw --iscrypted {crypt}\nuser --name={user} --groups=wheel --iscrypted --password={crypt2}",
        "⟦preseed.cfg|# debian preseed⟧\nd-i passwd/root-login boolean false\nd-i passwd/username string {user}\nd-i passwd/user-password-crypted password {crypt}",
        "#cloud-config\nusers:\n  - name: {user}\n    lock_passwd: true\n    sudo: ALL=(ALL) NOPASSWD:ALL\n    ssh_authorized_keys:\n      - ssh-ed25519 {edpub} {user}@⟦laptop|workstation|mac⟧\nssh_pwauth: false",
        "⟦answer.toml|# proxmox auto-install answer.toml⟧\n[global]\nkeyboard = \"⟦en-us|de⟧\"\ncountry = \"⟦us|de⟧\"\nfqdn = \"pve{count}.example.lan\"\nroot_password_hashed = \"{crypt}\"\nroot_ssh_keys = [\"ssh-ed25519 {edpub}\"]",
        "⟦autologon.reg|kiosk-autologon.reg⟧\nWindows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n\"AutoAdminLogon\"=\"1\"\n\"DefaultUserName\"=\"{user}\"\n; the password is set with Sysinternals Autologon (stored as an LSA secret, not in this file)",
    ],
    "office_printer_setup_benign": [
        "Scan to folder on the ⟦Ricoh|Kyocera|Brother|Canon|Konica⟧ ⟦in the office|in the hallway|upstairs⟧:\npath \\\\{nas}\\scans\\⟦reception|accounts|all⟧\nuser {user}\npassword ⟦stored in the printer's address book|in the IT vault|ask {name}⟧",
        "printer admin page http://{ip} - serial {upper10}, MAC {mac}, firmware {ver}",
        "Scan to e-mail settings:\nSMTP server {smtp}\nport 587, STARTTLS\naccount scanner@example.com\n⟦OAuth with Microsoft 365, no password on the device|password: ********|password in the vault under 'scanner'⟧",
        "⟦address book export from the copier|AddressBook.csv⟧\nname,smb_path,smb_user,smb_password\n{name},\\\\{nas}\\scans\\{name},{user},********",
        "⟦toner for the|order for the⟧ ⟦HP LaserJet|Brother MFC|Epson WorkForce⟧: ⟦TN-2420|CF259A|T9441⟧, order number {orderno}, ⟦delivered|arrives⟧ {date}",
        "⟦copier|Canon copier|the big printer⟧: department ID {dept}, PIN ⟦handed out by {name} in person|not written here|on the card in your pigeonhole⟧",
    ],
    "archive_password_benign": [
        "7z a -p -mhe=on ⟦backup|taxes_2025|photos|clients⟧.7z ~/⟦Documents|Scans|Projects⟧   # -p with no value asks for the password",
        "I sent you ⟦the contracts|the scans|the payroll export|the photos⟧ as a zip, the password comes ⟦by SMS|in a separate message|over the phone⟧",
        "⟦client files|wedding photos|board pack|audit files⟧.zip: sha256 {sha256}, {size} MB",
        "The ⟦payslip PDF|bank statement PDF|tax assessment PDF⟧ is password-protected; the password ⟦came by post in {month}|is in the HR letter|is in 1Password⟧",
        "qpdf --password-file=⟦/run/secrets/pdf_password|~/.config/pdfpw⟧ --decrypt ⟦statement|payslip|report⟧.pdf ⟦out|unlocked⟧.pdf",
        "import os, zipfile\nzipfile.ZipFile('⟦data|dump|export⟧.zip').extractall(pwd=os.environ['ZIP_PASSWORD'].encode())",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in SECRET} | {
    "pickup_code_word_ml": "pickup_code_word_ml_benign",
    "phone_banking_pin_ml": "phone_banking_pin_ml_benign",
}
