"""The templates of the second benign-notes corpus: longer ordinary notes that talk about passwords, PINs and codes.

Per language, one note per shape, written the way people write minutes, handovers, chat exports, Markdown checklists,
tables and setup notes with code. Slots (make_benign_notes2.py fills them; none is ever a secret): {name} and {name2}
two people, {day} a weekday, {date} a date, {time} and {time2} times of day, {room} a room, {ticket} a ticket number,
{ext} a phone extension, {order} an order number, {tracking} a parcel's tracking number (with its check digit),
{postcode} a postcode, {price} a price, {version} a version string, {commit} a commit's hash, {uuid} a record's UUID,
{snippet} a fenced block of ordinary code or config (a variable's name, a placeholder, a docs example's "changeme"),
{state} what a note says about a password without giving it ("the password is on the sticky note").
"""

from __future__ import annotations

SHAPES = (
    "minutes",            # a meeting's minutes: room, date, the password policy, a ticket
    "handover",           # a handover note: tickets, an extension, where the password is kept
    "chat_export",        # a chat export with timestamps: "what's the wifi password?" - "on the card at reception"
    "md_bullets",         # a Markdown checklist: onboarding, "Password: set at first login", a room, a version
    "md_table",           # a Markdown table: order, tracking, total, a password's status
    "code_fence",         # a setup note with a fenced block of code or config holding no secret
    "numbers_pin",        # a PIN pad or code word beside a room, a ticket, an extension
    "password_state",     # "the password is the same as last year" / "on the sticky note" / "expiring"
    "release_note",       # a release note: version, commit hash, a record's UUID beside "password reset"
    "code_word_numbers",  # a discount code / postcode beside an order number, a price, a tracking number
)

SNIPPETS = (
    '```bash\nexport OPENAI_API_KEY="<your-token>"\npython run.py --model small --limit 50\n```',
    "```yaml\ndatabase:\n  host: localhost\n  port: 5432\n  user: app\n  password: ${DB_PASSWORD}\n```",
    "```env\n# copy to .env and fill in your own values\nSTRIPE_SECRET_KEY=\nSENTRY_DSN=\nLOG_LEVEL=info\n```",
    "```ini\n[smtp]\nhost = mail.example.com\nport = 587\n; docs example only, set your own\npassword = changeme\n```",
    '```python\ntoken = os.environ["GITHUB_TOKEN"]\nclient = Client(token=token, timeout=30)\n```',
    '```json\n{"apiKey": "YOUR_API_KEY", "region": "eu-west-1", "retries": 3}\n```',
    "```sh\ndocker run -e POSTGRES_PASSWORD=$POSTGRES_PASSWORD -p 5432:5432 postgres:16\n```",
    '```js\nconst key = process.env.MAPS_API_KEY;\nif (!key) throw new Error("MAPS_API_KEY is not set");\n```',
    '```toml\n[auth]\nsecret = "<your-secret-here>"\ntimeout_s = 30\n```',
    '```sh\ncurl -H "Authorization: Bearer $TOKEN" "https://api.example.com/v1/items?page=2"\n```',
    '```yaml\nredis:\n  url: redis://localhost:6379/0\n  password: ""  # empty in dev\n```',
    "```python\nDEBUG = False\nSECRET_KEY = os.getenv(\"DJANGO_SECRET_KEY\")\nALLOWED_HOSTS = [\"intranet.local\"]\n```",
)

STATES = {
    "en": ("the password is on the sticky note under the keyboard", "the password is the same as last year",
           "the password is expiring on Friday, change it before you leave"),
    "de": ("das Passwort steht auf dem Post-it unter der Tastatur", "das Passwort ist dasselbe wie letztes Jahr",
           "das Passwort läuft Ende der Woche ab, bitte vorher ändern"),
    "fr": ("le mot de passe est sur le post-it sous le clavier", "le mot de passe est le même que l'an dernier",
           "le mot de passe expire vendredi, changez-le avant de partir"),
    "es": ("la contraseña está en el pósit debajo del teclado", "la contraseña es la misma que el año pasado",
           "la contraseña caduca el viernes, cámbiala antes de irte"),
    "it": ("la password è sul post-it sotto la tastiera", "la password è la stessa dell'anno scorso",
           "la password scade venerdì, cambiatela prima di andare via"),
    "pt": ("a senha está no post-it debaixo do teclado", "a senha é a mesma do ano passado",
           "a senha expira na sexta, troquem antes de sair"),
    "nl": ("het wachtwoord staat op het geeltje onder het toetsenbord", "het wachtwoord is hetzelfde als vorig jaar",
           "het wachtwoord verloopt vrijdag, verander het voor je weggaat"),
    "pl": ("hasło jest na żółtej karteczce pod klawiaturą", "hasło jest takie samo jak w zeszłym roku",
           "hasło wygasa w piątek, zmieńcie je przed wyjściem"),
    "tr": ("şifre klavyenin altındaki yapışkan notta yazıyor", "şifre geçen yılki ile aynı",
           "şifrenin süresi cuma günü doluyor, çıkmadan önce değiştirin"),
    "id": ("kata sandinya ada di sticky note di bawah keyboard", "kata sandinya sama seperti tahun lalu",
           "kata sandinya kedaluwarsa hari Jumat, ganti sebelum pulang"),
    "vi": ("mật khẩu ghi trên tờ giấy nhớ dưới bàn phím", "mật khẩu vẫn giống năm ngoái",
           "mật khẩu sẽ hết hạn vào thứ Sáu, nhớ đổi trước khi về"),
    "ru": ("пароль на стикере под клавиатурой", "пароль такой же, как в прошлом году",
           "срок действия пароля истекает в пятницу, смените его до ухода"),
    "el": ("ο κωδικός είναι στο χαρτάκι κάτω από το πληκτρολόγιο", "ο κωδικός είναι ίδιος με πέρσι",
           "ο κωδικός λήγει την Παρασκευή, αλλάξτε τον πριν φύγετε"),
    "ar": ("كلمة المرور مكتوبة على الورقة اللاصقة تحت لوحة المفاتيح", "كلمة المرور نفسها مثل العام الماضي",
           "كلمة المرور تنتهي صلاحيتها يوم الجمعة، غيّروها قبل المغادرة"),
    "he": ("הסיסמה על הפתק הצהוב מתחת למקלדת", "הסיסמה זהה לשנה שעברה",
           "הסיסמה פגה ביום שישי, תחליפו אותה לפני שאתם יוצאים"),
    "hi": ("पासवर्ड कीबोर्ड के नीचे चिपकी पर्ची पर लिखा है", "पासवर्ड पिछले साल वाला ही है",
           "पासवर्ड शुक्रवार को एक्सपायर हो रहा है, जाने से पहले बदल लें"),
    "zh": ("密码写在键盘下面的便利贴上", "密码和去年一样", "密码周五过期，走之前记得改"),
    "ja": ("パスワードはキーボードの下の付箋に書いてあります", "パスワードは去年と同じです",
           "パスワードは金曜に期限切れになるので、帰る前に変更してください"),
    "ko": ("비밀번호는 키보드 밑 포스트잇에 적혀 있어요", "비밀번호는 작년이랑 같아요",
           "비밀번호가 금요일에 만료되니 퇴근 전에 바꿔 주세요"),
    "th": ("รหัสผ่านอยู่บนโพสต์อิทใต้คีย์บอร์ด", "รหัสผ่านเหมือนปีที่แล้ว",
           "รหัสผ่านจะหมดอายุวันศุกร์ เปลี่ยนก่อนกลับบ้านนะ"),
}

T: dict[str, dict[str, str]] = {
    "en": {
        "minutes": "Minutes, IT sync {date}, room {room}. Present: {name}, {name2}. 1) The new password policy starts "
                   "{day}: twelve characters minimum, no forced rotation unless there is an incident. 2) {name2} sends "
                   "the reminder mail. 3) The PIN pads on the second floor are still on ticket {ticket}. Next meeting "
                   "same room at {time}.",
        "handover": "Handover for {name2}: the on-call phone is in the top drawer, {state}. Open tickets: {ticket} (VPN "
                    "for the new starter) and the printer on floor 2. If anything breaks, facilities is on ext. {ext}. "
                    "I'm back on {day}.",
        "chat_export": "[{time}] {name}: what's the wifi password for the guest network?\n[{time2}] {name2}: it's on "
                       "the card at reception, same as last year\n[{time2}] {name}: found it, thanks 👍",
        "md_bullets": "## Onboarding checklist ({name2})\n- [x] Laptop handed over, asset tag in ticket {ticket}\n- [ ] "
                      "Password: set it at first login, then enrol the authenticator app\n- [ ] Desk in room {room}, "
                      "door code from {name}\n- [ ] VPN client {version}",
        "md_table": "| Item | Status |\n|---|---|\n| Order | {order} |\n| Tracking | {tracking} |\n| Total | £{price} |\n"
                    "| Account password | reset on {date}, new one in the team vault |\n\n{name} checks the delivery.",
        "code_fence": "Setup notes from {name}: put your own key in the environment, never in the repo.\n{snippet}\n"
                      "Ask in #dev if the build fails on {version}.",
        "numbers_pin": "The PIN pad by room {room} is broken again. I opened ticket {ticket}; facilities said someone "
                       "comes {day} between 9 and 12. Until then use the side door, and call ext. {ext} if it's locked.",
        "password_state": "Reminder from {name}: {state}. Please nobody post it in this chat. The form for a new "
                          "account is on the intranet under IT > Accounts, and the helpdesk (ext. {ext}) resets it if "
                          "you're locked out.",
        "release_note": "Release {version} (commit {commit}): fixed the password reset mail that went to the old "
                        "address. The report came from record {uuid}; {name} checked it with the user on {date}.",
        "code_word_numbers": "The discount code didn't work on order {order}, so I paid £{price} in full. Tracking "
                             "number {tracking}, delivery to postcode {postcode}. {name} will ask for a refund.",
    },
    "de": {
        "minutes": "Protokoll IT-Runde {date}, Raum {room}. Anwesend: {name}, {name2}. TOP 1: Die neue "
                   "Passwortrichtlinie gilt ab {day}, mindestens zwölf Zeichen, kein Zwangswechsel mehr. TOP 2: "
                   "{name2} schickt die Rundmail. TOP 3: Die PIN-Pads im 2. OG hängen weiter an Ticket {ticket}. "
                   "Nächster Termin gleicher Raum, {time} Uhr.",
        "handover": "Übergabe an {name2}: Das Bereitschaftshandy liegt in der oberen Schublade, {state}. Offen sind "
                    "Ticket {ticket} (VPN für die neue Kollegin) und der Drucker im 2. OG. Bei Problemen Haustechnik "
                    "unter Durchwahl {ext}. Ich bin {day} wieder da.",
        "chat_export": "[{time}] {name}: Wie ist nochmal das WLAN-Passwort fürs Gästenetz?\n[{time2}] {name2}: Steht "
                       "auf dem Kärtchen am Empfang, wie letztes Jahr\n[{time2}] {name}: Hab's, danke!",
        "md_bullets": "## Einarbeitung {name2}\n- [x] Laptop übergeben, Inventarnummer in Ticket {ticket}\n- [ ] "
                      "Passwort: beim ersten Login selbst setzen, danach Authenticator-App einrichten\n- [ ] "
                      "Arbeitsplatz in Raum {room}, Türcode gibt {name}\n- [ ] VPN-Client {version}",
        "md_table": "| Punkt | Stand |\n|---|---|\n| Bestellung | {order} |\n| Sendungsnummer | {tracking} |\n| Summe | "
                    "{price} € |\n| Passwort Kundenkonto | am {date} zurückgesetzt, neues im Team-Tresor |\n\n{name} "
                    "prüft die Lieferung.",
        "code_fence": "Setup-Notiz von {name}: den eigenen Schlüssel in die Umgebung legen, nie ins Repo.\n{snippet}\n"
                      "Wenn der Build mit {version} scheitert, im Kanal #dev fragen.",
        "numbers_pin": "Das PIN-Pad neben Raum {room} ist schon wieder kaputt. Ticket {ticket} ist offen, laut "
                       "Haustechnik kommt {day} zwischen 9 und 12 jemand. Bis dahin Seiteneingang nehmen, bei "
                       "Problemen Durchwahl {ext}.",
        "password_state": "Hinweis von {name}: {state}. Bitte nicht hier in den Chat schreiben. Das Formular für neue "
                          "Zugänge liegt im Intranet unter IT > Konten, und der Helpdesk (Durchwahl {ext}) setzt es "
                          "zurück, wenn ihr gesperrt seid.",
        "release_note": "Version {version} (Commit {commit}): Die Mail zum Passwort-Reset ging an die alte Adresse, "
                        "behoben. Gemeldet über Datensatz {uuid}; {name} hat es am {date} mit dem Kunden geprüft.",
        "code_word_numbers": "Der Rabattcode hat bei Bestellung {order} nicht funktioniert, ich habe die vollen "
                             "{price} € bezahlt. Sendungsnummer {tracking}, Lieferung an PLZ {postcode}. {name} "
                             "fragt nach einer Erstattung.",
    },
    "fr": {
        "minutes": "Compte rendu réunion informatique du {date}, salle {room}. Présents : {name}, {name2}. 1) La "
                   "nouvelle politique de mots de passe démarre {day} : douze caractères minimum, plus de changement "
                   "forcé. 2) {name2} envoie le mail de rappel. 3) Les digicodes du deuxième étage sont toujours sur "
                   "le ticket {ticket}. Prochaine réunion même salle à {time}.",
        "handover": "Passation pour {name2} : le téléphone d'astreinte est dans le tiroir du haut, {state}. Tickets "
                    "ouverts : {ticket} (VPN de la nouvelle recrue) et l'imprimante du 2e. En cas de souci, les "
                    "services généraux au poste {ext}. Je reviens {day}.",
        "chat_export": "[{time}] {name} : c'est quoi le mot de passe du wifi invité ?\n[{time2}] {name2} : il est "
                       "sur la carte à l'accueil, le même que l'an dernier\n[{time2}] {name} : trouvé, merci !",
        "md_bullets": "## Arrivée de {name2}\n- [x] Portable remis, numéro d'inventaire dans le ticket {ticket}\n- [ ] "
                      "Mot de passe : à définir à la première connexion, puis installer l'appli d'authentification\n"
                      "- [ ] Bureau salle {room}, code de la porte auprès de {name}\n- [ ] Client VPN {version}",
        "md_table": "| Élément | État |\n|---|---|\n| Commande | {order} |\n| Suivi | {tracking} |\n| Total | {price} € "
                    "|\n| Mot de passe du compte | réinitialisé le {date}, le nouveau est dans le coffre de l'équipe "
                    "|\n\n{name} vérifie la livraison.",
        "code_fence": "Notes d'installation de {name} : mettez votre propre clé dans l'environnement, jamais dans le "
                      "dépôt.\n{snippet}\nSi le build échoue en {version}, demandez sur #dev.",
        "numbers_pin": "Le digicode à côté de la salle {room} est encore en panne. J'ai ouvert le ticket {ticket}, "
                       "quelqu'un passe {day} entre 9 h et 12 h. D'ici là, passez par la porte latérale, et appelez "
                       "le poste {ext} si elle est fermée.",
        "password_state": "Rappel de {name} : {state}. Merci de ne pas l'écrire dans ce fil. Le formulaire pour un "
                          "nouveau compte est sur l'intranet, rubrique Informatique > Comptes, et le support (poste "
                          "{ext}) le réinitialise si vous êtes bloqués.",
        "release_note": "Version {version} (commit {commit}) : le mail de réinitialisation du mot de passe partait "
                        "vers l'ancienne adresse, corrigé. Signalé via l'enregistrement {uuid} ; {name} a vérifié "
                        "avec l'utilisateur le {date}.",
        "code_word_numbers": "Le code promo n'a pas marché sur la commande {order}, j'ai payé les {price} € en "
                             "entier. Numéro de suivi {tracking}, livraison au code postal {postcode}. {name} va "
                             "demander un remboursement.",
    },
    "es": {
        "minutes": "Acta de la reunión de sistemas del {date}, sala {room}. Asistentes: {name}, {name2}. 1) La nueva "
                   "política de contraseñas empieza {day}: doce caracteres como mínimo y sin cambio obligatorio. 2) "
                   "{name2} manda el correo recordatorio. 3) Los teclados de PIN de la segunda planta siguen en el "
                   "ticket {ticket}. Próxima reunión en la misma sala a las {time}.",
        "handover": "Traspaso para {name2}: el móvil de guardia está en el cajón de arriba, {state}. Tickets "
                    "abiertos: {ticket} (VPN del nuevo) y la impresora de la segunda planta. Si algo falla, "
                    "mantenimiento en la extensión {ext}. Vuelvo {day}.",
        "chat_export": "[{time}] {name}: ¿cuál es la contraseña del wifi de invitados?\n[{time2}] {name2}: está en "
                       "la tarjeta de recepción, la misma que el año pasado\n[{time2}] {name}: vale, gracias",
        "md_bullets": "## Incorporación de {name2}\n- [x] Portátil entregado, número de inventario en el ticket "
                      "{ticket}\n- [ ] Contraseña: la pone él en el primer inicio de sesión y luego activa la app de "
                      "autenticación\n- [ ] Puesto en la sala {room}, el código de la puerta se lo da {name}\n- [ ] "
                      "Cliente VPN {version}",
        "md_table": "| Concepto | Estado |\n|---|---|\n| Pedido | {order} |\n| Seguimiento | {tracking} |\n| Total | "
                    "{price} € |\n| Contraseña de la cuenta | restablecida el {date}, la nueva está en la bóveda del "
                    "equipo |\n\n{name} revisa la entrega.",
        "code_fence": "Notas de instalación de {name}: poned vuestra propia clave en el entorno, nunca en el "
                      "repositorio.\n{snippet}\nSi falla la compilación con {version}, preguntad en #dev.",
        "numbers_pin": "El teclado del PIN junto a la sala {room} se ha vuelto a romper. Abrí el ticket {ticket}; "
                       "mantenimiento viene {day} entre las 9 y las 12. Mientras tanto usad la puerta lateral y "
                       "llamad a la extensión {ext} si está cerrada.",
        "password_state": "Aviso de {name}: {state}. Por favor, que nadie la escriba en este chat. El formulario para "
                          "cuentas nuevas está en la intranet, en Sistemas > Cuentas, y soporte (extensión {ext}) la "
                          "restablece si os quedáis bloqueados.",
        "release_note": "Versión {version} (commit {commit}): el correo de restablecer la contraseña iba a la "
                        "dirección antigua, corregido. Lo reportó el registro {uuid}; {name} lo comprobó con el "
                        "usuario el {date}.",
        "code_word_numbers": "El código de descuento no funcionó en el pedido {order}, así que pagué los {price} € "
                             "enteros. Número de seguimiento {tracking}, entrega en el código postal {postcode}. "
                             "{name} pedirá el reembolso.",
    },
    "it": {
        "minutes": "Verbale riunione IT del {date}, sala {room}. Presenti: {name}, {name2}. 1) La nuova policy sulle "
                   "password parte {day}: minimo dodici caratteri, niente più cambio obbligatorio. 2) {name2} manda la "
                   "mail di promemoria. 3) I tastierini PIN del secondo piano sono ancora sul ticket {ticket}. "
                   "Prossima riunione stessa sala alle {time}.",
        "handover": "Consegne per {name2}: il telefono di reperibilità è nel primo cassetto, {state}. Ticket aperti: "
                    "{ticket} (VPN per il nuovo collega) e la stampante al secondo piano. Per guasti, manutenzione "
                    "all'interno {ext}. Rientro {day}.",
        "chat_export": "[{time}] {name}: qual è la password del wifi ospiti?\n[{time2}] {name2}: è sul cartoncino "
                       "alla reception, la stessa dell'anno scorso\n[{time2}] {name}: trovata, grazie!",
        "md_bullets": "## Inserimento di {name2}\n- [x] Portatile consegnato, numero di inventario nel ticket "
                      "{ticket}\n- [ ] Password: da impostare al primo accesso, poi attivare l'app di "
                      "autenticazione\n- [ ] Postazione in sala {room}, codice della porta da {name}\n- [ ] Client "
                      "VPN {version}",
        "md_table": "| Voce | Stato |\n|---|---|\n| Ordine | {order} |\n| Tracking | {tracking} |\n| Totale | {price} € "
                    "|\n| Password dell'account | reimpostata il {date}, la nuova è nel vault del team |\n\n{name} "
                    "controlla la consegna.",
        "code_fence": "Appunti di installazione di {name}: la vostra chiave va nell'ambiente, mai nel repository.\n"
                      "{snippet}\nSe la build fallisce con la {version}, chiedete su #dev.",
        "numbers_pin": "Il tastierino PIN vicino alla sala {room} è di nuovo rotto. Ho aperto il ticket {ticket}; la "
                       "manutenzione passa {day} tra le 9 e le 12. Nel frattempo usate l'ingresso laterale e chiamate "
                       "l'interno {ext} se è chiuso.",
        "password_state": "Promemoria di {name}: {state}. Per favore nessuno la scriva in questa chat. Il modulo per "
                          "i nuovi account è sulla intranet in IT > Account, e l'helpdesk (interno {ext}) la "
                          "reimposta se restate bloccati.",
        "release_note": "Release {version} (commit {commit}): la mail di reimpostazione della password andava al "
                        "vecchio indirizzo, sistemato. Segnalato dal record {uuid}; {name} ha verificato con "
                        "l'utente il {date}.",
        "code_word_numbers": "Il codice sconto non ha funzionato sull'ordine {order}, ho pagato tutti i {price} €. "
                             "Numero di tracking {tracking}, consegna al CAP {postcode}. {name} chiede il rimborso.",
    },
    "pt": {
        "minutes": "Ata da reunião de TI de {date}, sala {room}. Presentes: {name}, {name2}. 1) A nova política de "
                   "senhas começa na {day}: mínimo de doze caracteres, sem troca obrigatória. 2) {name2} envia o "
                   "e-mail de lembrete. 3) Os teclados de PIN do segundo andar continuam no chamado {ticket}. "
                   "Próxima reunião na mesma sala às {time}.",
        "handover": "Passagem de turno para {name2}: o celular de plantão está na primeira gaveta, {state}. Chamados "
                    "abertos: {ticket} (VPN do novato) e a impressora do segundo andar. Se algo quebrar, manutenção "
                    "no ramal {ext}. Volto na {day}.",
        "chat_export": "[{time}] {name}: qual é a senha do wi-fi de visitantes?\n[{time2}] {name2}: está no cartão "
                       "da recepção, a mesma do ano passado\n[{time2}] {name}: achei, valeu!",
        "md_bullets": "## Integração de {name2}\n- [x] Notebook entregue, patrimônio no chamado {ticket}\n- [ ] Senha: "
                      "definir no primeiro acesso e depois ativar o app autenticador\n- [ ] Mesa na sala {room}, "
                      "código da porta com {name}\n- [ ] Cliente VPN {version}",
        "md_table": "| Item | Situação |\n|---|---|\n| Pedido | {order} |\n| Rastreio | {tracking} |\n| Total | "
                    "R$ {price} |\n| Senha da conta | redefinida em {date}, a nova está no cofre da equipe |\n\n"
                    "{name} confere a entrega.",
        "code_fence": "Notas de configuração do {name}: coloquem a própria chave no ambiente, nunca no repositório.\n"
                      "{snippet}\nSe o build falhar na {version}, perguntem no #dev.",
        "numbers_pin": "O teclado de PIN ao lado da sala {room} quebrou de novo. Abri o chamado {ticket}; a "
                       "manutenção vem na {day} entre 9 e 12. Até lá usem a porta lateral e liguem no ramal {ext} "
                       "se estiver trancada.",
        "password_state": "Aviso do {name}: {state}. Por favor, ninguém escreva a senha neste chat. O formulário de "
                          "conta nova está na intranet em TI > Contas, e o suporte (ramal {ext}) redefine se vocês "
                          "ficarem bloqueados.",
        "release_note": "Versão {version} (commit {commit}): o e-mail de redefinição de senha ia para o endereço "
                        "antigo, corrigido. Veio do registro {uuid}; {name} confirmou com o usuário em {date}.",
        "code_word_numbers": "O cupom de desconto não funcionou no pedido {order}, paguei os R$ {price} inteiros. "
                             "Código de rastreio {tracking}, entrega no CEP {postcode}. {name} vai pedir o "
                             "reembolso.",
    },
    "nl": {
        "minutes": "Notulen IT-overleg {date}, zaal {room}. Aanwezig: {name}, {name2}. 1) Het nieuwe "
                   "wachtwoordbeleid gaat {day} in: minstens twaalf tekens, geen verplichte wissel meer. 2) {name2} "
                   "stuurt de herinneringsmail. 3) De pincodepanelen op de tweede verdieping staan nog op ticket "
                   "{ticket}. Volgend overleg zelfde zaal om {time}.",
        "handover": "Overdracht voor {name2}: de piketteléfoon ligt in de bovenste la, {state}. Open tickets: "
                    "{ticket} (VPN voor de nieuwe collega) en de printer op de tweede. Bij storingen facilitair op "
                    "toestel {ext}. Ik ben {day} terug.",
        "chat_export": "[{time}] {name}: wat is het wifi-wachtwoord van het gastennetwerk?\n[{time2}] {name2}: staat "
                       "op het kaartje bij de receptie, zelfde als vorig jaar\n[{time2}] {name}: gevonden, dank je!",
        "md_bullets": "## Onboarding {name2}\n- [x] Laptop overhandigd, inventarisnummer in ticket {ticket}\n- [ ] "
                      "Wachtwoord: zelf instellen bij de eerste login, daarna de authenticator-app koppelen\n- [ ] "
                      "Werkplek in zaal {room}, deurcode via {name}\n- [ ] VPN-client {version}",
        "md_table": "| Onderdeel | Status |\n|---|---|\n| Bestelling | {order} |\n| Track & trace | {tracking} |\n| "
                    "Totaal | € {price} |\n| Wachtwoord account | gereset op {date}, het nieuwe staat in de teamkluis "
                    "|\n\n{name} controleert de levering.",
        "code_fence": "Installatienotities van {name}: zet je eigen sleutel in de omgeving, nooit in de repo.\n"
                      "{snippet}\nVraag het in #dev als de build op {version} faalt.",
        "numbers_pin": "Het pinpaneel bij zaal {room} is weer stuk. Ik heb ticket {ticket} aangemaakt; facilitair "
                       "komt {day} tussen 9 en 12. Gebruik tot die tijd de zijdeur en bel toestel {ext} als die op "
                       "slot zit.",
        "password_state": "Bericht van {name}: {state}. Zet het alsjeblieft niet in deze chat. Het formulier voor een "
                          "nieuw account staat op intranet onder IT > Accounts, en de servicedesk (toestel {ext}) "
                          "reset het als je geblokkeerd bent.",
        "release_note": "Release {version} (commit {commit}): de mail voor het resetten van het wachtwoord ging naar "
                        "het oude adres, opgelost. Gemeld via record {uuid}; {name} heeft het op {date} met de "
                        "gebruiker nagelopen.",
        "code_word_numbers": "De kortingscode werkte niet bij bestelling {order}, dus ik heb de volle € {price} "
                             "betaald. Track & trace {tracking}, bezorging op postcode {postcode}. {name} vraagt "
                             "om terugbetaling.",
    },
}

T.update({
    "pl": {
        "minutes": "Notatka ze spotkania IT {date}, sala {room}. Obecni: {name}, {name2}. 1) Nowa polityka haseł "
                   "wchodzi {day}: co najmniej dwanaście znaków, bez wymuszonej zmiany. 2) {name2} wyśle "
                   "przypomnienie mailem. 3) Klawiatury PIN na drugim piętrze nadal czekają w zgłoszeniu {ticket}. "
                   "Następne spotkanie w tej samej sali o {time}.",
        "handover": "Przekazanie dla {name2}: telefon dyżurny jest w górnej szufladzie, {state}. Otwarte zgłoszenia: "
                    "{ticket} (VPN dla nowej osoby) i drukarka na drugim piętrze. Jak coś się zepsuje, dział "
                    "techniczny pod numerem wewnętrznym {ext}. Wracam {day}.",
        "chat_export": "[{time}] {name}: jakie jest hasło do wifi dla gości?\n[{time2}] {name2}: jest na karteczce "
                       "w recepcji, takie samo jak w zeszłym roku\n[{time2}] {name}: mam, dzięki!",
        "md_bullets": "## Wdrożenie: {name2}\n- [x] Laptop wydany, numer inwentarzowy w zgłoszeniu {ticket}\n- [ ] "
                      "Hasło: ustawić przy pierwszym logowaniu, potem aplikacja uwierzytelniająca\n- [ ] Biurko w sali "
                      "{room}, kod do drzwi od {name}\n- [ ] Klient VPN {version}",
        "md_table": "| Pozycja | Status |\n|---|---|\n| Zamówienie | {order} |\n| Numer przesyłki | {tracking} |\n| "
                    "Razem | {price} zł |\n| Hasło do konta | zresetowane {date}, nowe jest w sejfie zespołu |\n\n"
                    "{name} sprawdzi dostawę.",
        "code_fence": "Notatki z konfiguracji od {name}: własny klucz trzymajcie w zmiennych środowiskowych, nigdy "
                      "w repo.\n{snippet}\nJeśli build nie przechodzi na {version}, pytajcie na #dev.",
        "numbers_pin": "Klawiatura PIN przy sali {room} znowu nie działa. Założyłem zgłoszenie {ticket}; technik "
                       "przyjdzie {day} między 9 a 12. Do tego czasu wchodźcie bocznymi drzwiami, a jak są "
                       "zamknięte, dzwońcie na wewnętrzny {ext}.",
        "password_state": "Przypomnienie od {name}: {state}. Proszę nie wpisywać go na tym czacie. Formularz nowego "
                          "konta jest w intranecie w zakładce IT > Konta, a helpdesk (wewnętrzny {ext}) resetuje "
                          "hasło, jeśli ktoś się zablokuje.",
        "release_note": "Wydanie {version} (commit {commit}): mail do resetu hasła szedł na stary adres, "
                        "naprawione. Zgłoszone z rekordu {uuid}; {name} sprawdził to z użytkownikiem {date}.",
        "code_word_numbers": "Kod rabatowy nie zadziałał przy zamówieniu {order}, zapłaciłam całe {price} zł. "
                             "Numer przesyłki {tracking}, dostawa na kod pocztowy {postcode}. {name} poprosi o "
                             "zwrot.",
    },
    "tr": {
        "minutes": "BT toplantı notları, {date}, {room} numaralı oda. Katılanlar: {name}, {name2}. 1) Yeni şifre "
                   "politikası {day} başlıyor: en az on iki karakter, zorunlu değişiklik yok. 2) Hatırlatma "
                   "e-postasını {name2} gönderecek. 3) İkinci kattaki PIN tuş takımları hâlâ {ticket} numaralı "
                   "talepte bekliyor. Sonraki toplantı aynı odada, saat {time}.",
        "handover": "{name2} için devir notu: nöbet telefonu üst çekmecede, {state}. Açık talepler: {ticket} (yeni "
                    "gelen arkadaşın VPN'i) ve ikinci kattaki yazıcı. Bir sorun olursa teknik servis dahili {ext}. "
                    "{day} dönüyorum.",
        "chat_export": "[{time}] {name}: misafir wifi şifresi neydi?\n[{time2}] {name2}: resepsiyondaki kartta "
                       "yazıyor, geçen yılki ile aynı\n[{time2}] {name}: buldum, teşekkürler!",
        "md_bullets": "## {name2} için işe başlama listesi\n- [x] Dizüstü teslim edildi, demirbaş numarası {ticket} "
                      "numaralı talepte\n- [ ] Şifre: ilk girişte kendisi belirleyecek, sonra doğrulama uygulaması\n"
                      "- [ ] Masa {room} numaralı odada, kapı kodunu {name} verecek\n- [ ] VPN istemcisi {version}",
        "md_table": "| Kalem | Durum |\n|---|---|\n| Sipariş | {order} |\n| Kargo takip | {tracking} |\n| Toplam | "
                    "{price} TL |\n| Hesap şifresi | {date} tarihinde sıfırlandı, yenisi ekip kasasında |\n\n"
                    "Teslimatı {name} kontrol edecek.",
        "code_fence": "{name} kurulum notları: kendi anahtarınızı ortam değişkenine koyun, asla depoya değil.\n"
                      "{snippet}\n{version} ile derleme hata verirse #dev kanalına sorun.",
        "numbers_pin": "{room} numaralı odanın yanındaki PIN tuş takımı yine bozuldu. {ticket} numaralı talebi "
                       "açtım; teknik servis {day} 9 ile 12 arası gelecek. O zamana kadar yan kapıyı kullanın, "
                       "kilitliyse dahili {ext}'i arayın.",
        "password_state": "{name} hatırlatıyor: {state}. Lütfen kimse bu sohbete yazmasın. Yeni hesap formu "
                          "intranette BT > Hesaplar altında, hesabınız kilitlenirse yardım masası (dahili {ext}) "
                          "sıfırlıyor.",
        "release_note": "Sürüm {version} (commit {commit}): şifre sıfırlama e-postası eski adrese gidiyordu, "
                        "düzeltildi. Bildirim {uuid} kaydından geldi; {name} {date} tarihinde kullanıcıyla kontrol "
                        "etti.",
        "code_word_numbers": "İndirim kodu {order} numaralı siparişte çalışmadı, {price} TL'nin tamamını ödedim. "
                             "Kargo takip numarası {tracking}, teslimat posta kodu {postcode}. {name} iade "
                             "isteyecek.",
    },
    "id": {
        "minutes": "Notulen rapat IT {date}, ruang {room}. Hadir: {name}, {name2}. 1) Kebijakan kata sandi baru "
                   "mulai hari {day}: minimal dua belas karakter, tidak ada penggantian wajib. 2) {name2} mengirim "
                   "email pengingat. 3) Keypad PIN di lantai dua masih di tiket {ticket}. Rapat berikutnya di ruang "
                   "yang sama jam {time}.",
        "handover": "Serah terima untuk {name2}: HP piket ada di laci atas, {state}. Tiket yang masih terbuka: "
                    "{ticket} (VPN untuk karyawan baru) dan printer di lantai dua. Kalau ada yang rusak, bagian "
                    "umum di ekstensi {ext}. Saya kembali hari {day}.",
        "chat_export": "[{time}] {name}: password wifi tamu apa ya?\n[{time2}] {name2}: ada di kartu di resepsionis, "
                       "sama kayak tahun lalu\n[{time2}] {name}: ketemu, makasih!",
        "md_bullets": "## Onboarding {name2}\n- [x] Laptop sudah diserahkan, nomor aset di tiket {ticket}\n- [ ] Kata "
                      "sandi: dibuat sendiri saat login pertama, lalu pasang aplikasi autentikator\n- [ ] Meja di "
                      "ruang {room}, kode pintu dari {name}\n- [ ] Klien VPN {version}",
        "md_table": "| Item | Status |\n|---|---|\n| Pesanan | {order} |\n| Resi | {tracking} |\n| Total | Rp{price} "
                    "|\n| Kata sandi akun | direset tanggal {date}, yang baru ada di brankas tim |\n\n{name} cek "
                    "pengirimannya.",
        "code_fence": "Catatan setup dari {name}: taruh kunci kalian sendiri di environment, jangan di repo.\n"
                      "{snippet}\nKalau build gagal di {version}, tanya di #dev.",
        "numbers_pin": "Keypad PIN di samping ruang {room} rusak lagi. Saya sudah buka tiket {ticket}; teknisi "
                       "datang hari {day} antara jam 9 dan 12. Sementara lewat pintu samping, telepon ekstensi "
                       "{ext} kalau terkunci.",
        "password_state": "Pengingat dari {name}: {state}. Tolong jangan ditulis di chat ini. Formulir akun baru ada "
                          "di intranet di menu IT > Akun, dan helpdesk (ekstensi {ext}) bisa mereset kalau akun "
                          "terkunci.",
        "release_note": "Rilis {version} (commit {commit}): email reset kata sandi terkirim ke alamat lama, sudah "
                        "diperbaiki. Laporannya dari record {uuid}; {name} sudah cek dengan pengguna tanggal "
                        "{date}.",
        "code_word_numbers": "Kode diskon tidak bisa dipakai di pesanan {order}, jadi saya bayar penuh Rp{price}. "
                             "Nomor resi {tracking}, dikirim ke kode pos {postcode}. {name} akan minta refund.",
    },
    "vi": {
        "minutes": "Biên bản họp IT ngày {date}, phòng {room}. Có mặt: {name}, {name2}. 1) Chính sách mật khẩu mới "
                   "áp dụng từ {day}: tối thiểu mười hai ký tự, không bắt buộc đổi định kỳ. 2) {name2} gửi email "
                   "nhắc. 3) Bàn phím mã PIN ở tầng hai vẫn nằm trong phiếu {ticket}. Buổi họp sau cùng phòng lúc "
                   "{time}.",
        "handover": "Bàn giao cho {name2}: điện thoại trực ở ngăn kéo trên cùng, {state}. Phiếu còn mở: {ticket} "
                    "(VPN cho bạn mới) và máy in tầng hai. Có sự cố thì gọi bộ phận kỹ thuật số máy lẻ {ext}. "
                    "{day} mình quay lại.",
        "chat_export": "[{time}] {name}: mật khẩu wifi khách là gì nhỉ?\n[{time2}] {name2}: có trên thẻ ở quầy lễ "
                       "tân, vẫn như năm ngoái\n[{time2}] {name}: thấy rồi, cảm ơn nhé!",
        "md_bullets": "## Nhận việc: {name2}\n- [x] Đã giao laptop, mã tài sản trong phiếu {ticket}\n- [ ] Mật khẩu: "
                      "tự đặt khi đăng nhập lần đầu, sau đó cài ứng dụng xác thực\n- [ ] Chỗ ngồi ở phòng {room}, mã "
                      "cửa hỏi {name}\n- [ ] VPN bản {version}",
        "md_table": "| Mục | Tình trạng |\n|---|---|\n| Đơn hàng | {order} |\n| Mã vận đơn | {tracking} |\n| Tổng | "
                    "{price} đ |\n| Mật khẩu tài khoản | đã đặt lại ngày {date}, mật khẩu mới trong kho của nhóm |\n\n"
                    "{name} kiểm tra hàng.",
        "code_fence": "Ghi chú cài đặt của {name}: để khóa của bạn trong biến môi trường, đừng đưa vào repo.\n"
                      "{snippet}\nNếu build lỗi ở {version} thì hỏi trong #dev.",
        "numbers_pin": "Bàn phím mã PIN cạnh phòng {room} lại hỏng. Mình đã mở phiếu {ticket}; kỹ thuật sẽ đến {day} "
                       "từ 9 đến 12 giờ. Trong lúc chờ thì đi cửa hông, nếu khóa thì gọi số máy lẻ {ext}.",
        "password_state": "{name} nhắc: {state}. Mọi người đừng ghi nó vào nhóm chat này nhé. Mẫu đăng ký tài khoản "
                          "mới ở intranet mục IT > Tài khoản, bị khóa thì helpdesk (máy lẻ {ext}) đặt lại cho.",
        "release_note": "Bản {version} (commit {commit}): email đặt lại mật khẩu bị gửi tới địa chỉ cũ, đã sửa. Báo "
                        "lỗi từ bản ghi {uuid}; {name} đã kiểm tra với người dùng ngày {date}.",
        "code_word_numbers": "Mã giảm giá không dùng được cho đơn {order}, mình trả đủ {price} đ. Mã vận đơn "
                             "{tracking}, giao tới mã bưu chính {postcode}. {name} sẽ xin hoàn tiền.",
    },
    "ru": {
        "minutes": "Протокол ИТ-совещания {date}, переговорная {room}. Присутствовали: {name}, {name2}. 1) Новая "
                   "парольная политика вступает в силу {day}: не меньше двенадцати символов, принудительной смены "
                   "больше нет. 2) {name2} рассылает напоминание. 3) Кодовые панели на втором этаже всё ещё в заявке "
                   "{ticket}. Следующая встреча там же в {time}.",
        "handover": "Передача дел для {name2}: дежурный телефон в верхнем ящике, {state}. Открытые заявки: {ticket} "
                    "(VPN для новенькой) и принтер на втором этаже. Если что-то сломается, хозслужба по внутреннему "
                    "{ext}. Вернусь {day}.",
        "chat_export": "[{time}] {name}: какой пароль от гостевого вайфая?\n[{time2}] {name2}: на карточке у "
                       "ресепшена, такой же, как в прошлом году\n[{time2}] {name}: нашла, спасибо!",
        "md_bullets": "## Выход на работу: {name2}\n- [x] Ноутбук выдан, инвентарный номер в заявке {ticket}\n- [ ] "
                      "Пароль: задать при первом входе, потом подключить приложение-аутентификатор\n- [ ] Место в "
                      "кабинете {room}, код от двери у {name}\n- [ ] VPN-клиент {version}",
        "md_table": "| Пункт | Статус |\n|---|---|\n| Заказ | {order} |\n| Трек-номер | {tracking} |\n| Итого | {price} "
                    "₽ |\n| Пароль от аккаунта | сброшен {date}, новый лежит в хранилище команды |\n\n{name} "
                    "проверит доставку.",
        "code_fence": "Заметки по настройке от {name}: свой ключ держите в переменных окружения, не в репозитории.\n"
                      "{snippet}\nЕсли сборка падает на {version}, спрашивайте в #dev.",
        "numbers_pin": "Кодовая панель у кабинета {room} опять сломалась. Я завёл заявку {ticket}; мастер придёт {day} "
                       "с 9 до 12. Пока ходите через боковую дверь, а если она закрыта, звоните на внутренний {ext}.",
        "password_state": "Напоминание от {name}: {state}. Пожалуйста, не пишите его в этот чат. Форма для новой "
                          "учётки есть на портале в разделе ИТ > Учётные записи, а техподдержка (внутренний {ext}) "
                          "сбросит, если вас заблокировало.",
        "release_note": "Релиз {version} (коммит {commit}): письмо для сброса пароля уходило на старый адрес, "
                        "исправлено. Сообщение пришло по записи {uuid}; {name} проверил с пользователем {date}.",
        "code_word_numbers": "Промокод не сработал на заказе {order}, заплатила все {price} ₽. Трек-номер "
                             "{tracking}, доставка на индекс {postcode}. {name} попросит возврат.",
    },
})

T.update({
    "el": {
        "minutes": "Πρακτικά σύσκεψης IT {date}, αίθουσα {room}. Παρόντες: {name}, {name2}. 1) Η νέα πολιτική "
                   "κωδικών ξεκινά {day}: τουλάχιστον δώδεκα χαρακτήρες, χωρίς υποχρεωτική αλλαγή. 2) Ο/Η {name2} "
                   "στέλνει το υπενθυμιστικό email. 3) Τα πληκτρολόγια PIN στον δεύτερο όροφο είναι ακόμα στο "
                   "αίτημα {ticket}. Επόμενη σύσκεψη στην ίδια αίθουσα στις {time}.",
        "handover": "Παράδοση για {name2}: το τηλέφωνο βάρδιας είναι στο πάνω συρτάρι, {state}. Ανοιχτά αιτήματα: "
                    "{ticket} (VPN για τη νέα συνάδελφο) και ο εκτυπωτής στον δεύτερο. Αν χαλάσει κάτι, τεχνική "
                    "υπηρεσία στο εσωτερικό {ext}. Επιστρέφω {day}.",
        "chat_export": "[{time}] {name}: ποιος είναι ο κωδικός του wifi για επισκέπτες;\n[{time2}] {name2}: είναι "
                       "στην κάρτα στη ρεσεψιόν, ίδιος με πέρσι\n[{time2}] {name}: τον βρήκα, ευχαριστώ!",
        "md_bullets": "## Υποδοχή: {name2}\n- [x] Δόθηκε λάπτοπ, αριθμός παγίου στο αίτημα {ticket}\n- [ ] Κωδικός: "
                      "ορίζεται στην πρώτη σύνδεση, μετά εφαρμογή ελέγχου ταυτότητας\n- [ ] Θέση στην αίθουσα {room}, "
                      "τον κωδικό της πόρτας τον δίνει ο/η {name}\n- [ ] VPN έκδοση {version}",
        "md_table": "| Στοιχείο | Κατάσταση |\n|---|---|\n| Παραγγελία | {order} |\n| Αριθμός αποστολής | {tracking} "
                    "|\n| Σύνολο | {price} € |\n| Κωδικός λογαριασμού | έγινε επαναφορά στις {date}, ο νέος είναι "
                    "στο θησαυροφυλάκιο της ομάδας |\n\nΟ/Η {name} ελέγχει την παράδοση.",
        "code_fence": "Σημειώσεις εγκατάστασης από {name}: το δικό σας κλειδί στο περιβάλλον, ποτέ στο αποθετήριο.\n"
                      "{snippet}\nΑν το build αποτύχει στην {version}, ρωτήστε στο #dev.",
        "numbers_pin": "Το πληκτρολόγιο PIN δίπλα στην αίθουσα {room} χάλασε πάλι. Άνοιξα το αίτημα {ticket}· ο "
                       "τεχνικός έρχεται {day} 9 με 12. Μέχρι τότε μπείτε από την πλαϊνή πόρτα και πάρτε το "
                       "εσωτερικό {ext} αν είναι κλειδωμένη.",
        "password_state": "Υπενθύμιση από {name}: {state}. Παρακαλώ μην τον γράψει κανείς σε αυτή τη συνομιλία. Η "
                          "φόρμα για νέο λογαριασμό είναι στο intranet, IT > Λογαριασμοί, και το helpdesk "
                          "(εσωτερικό {ext}) κάνει επαναφορά αν κλειδωθείτε.",
        "release_note": "Έκδοση {version} (commit {commit}): το email επαναφοράς κωδικού πήγαινε στην παλιά "
                        "διεύθυνση, διορθώθηκε. Αναφέρθηκε από την εγγραφή {uuid}· ο/η {name} το έλεγξε με τον "
                        "χρήστη στις {date}.",
        "code_word_numbers": "Ο εκπτωτικός κωδικός δεν δούλεψε στην παραγγελία {order}, πλήρωσα όλα τα {price} €. "
                             "Αριθμός αποστολής {tracking}, παράδοση στον ταχυδρομικό κώδικα {postcode}. Ο/Η "
                             "{name} θα ζητήσει επιστροφή χρημάτων.",
    },
    "ar": {
        "minutes": "محضر اجتماع تقنية المعلومات بتاريخ {date}، القاعة {room}. الحضور: {name}، {name2}. 1) تبدأ "
                   "سياسة كلمات المرور الجديدة {day}: اثنا عشر حرفًا على الأقل ولا تغيير إجباري. 2) ترسل {name2} "
                   "رسالة التذكير. 3) لوحات رمز PIN في الطابق الثاني ما زالت في التذكرة {ticket}. الاجتماع القادم "
                   "في القاعة نفسها الساعة {time}.",
        "handover": "تسليم إلى {name2}: هاتف المناوبة في الدرج العلوي، {state}. تذاكر مفتوحة: {ticket} (VPN للموظف "
                    "الجديد) والطابعة في الطابق الثاني. إذا تعطل شيء فالصيانة على التحويلة {ext}. أعود {day}.",
        "chat_export": "[{time}] {name}: ما كلمة مرور الواي فاي للضيوف؟\n[{time2}] {name2}: مكتوبة على البطاقة في "
                       "الاستقبال، نفسها مثل السنة الماضية\n[{time2}] {name}: وجدتها، شكرًا!",
        "md_bullets": "## تهيئة الموظف الجديد: {name2}\n- [x] تم تسليم الحاسوب، رقم الأصل في التذكرة {ticket}\n- [ ] "
                      "كلمة المرور: يختارها بنفسه عند أول دخول ثم يفعّل تطبيق المصادقة\n- [ ] المكتب في الغرفة "
                      "{room}، رمز الباب من {name}\n- [ ] عميل VPN الإصدار {version}",
        "md_table": "| البند | الحالة |\n|---|---|\n| الطلب | {order} |\n| رقم التتبع | {tracking} |\n| المجموع | "
                    "{price} ريال |\n| كلمة مرور الحساب | أعيد تعيينها في {date}، والجديدة في خزنة الفريق |\n\n"
                    "يتحقق {name} من التوصيل.",
        "code_fence": "ملاحظات الإعداد من {name}: ضعوا مفتاحكم في متغيرات البيئة وليس في المستودع.\n{snippet}\n"
                      "إذا فشل البناء على {version} اسألوا في ‎#dev.",
        "numbers_pin": "لوحة رمز PIN بجانب الغرفة {room} تعطلت مرة أخرى. فتحت التذكرة {ticket}، والفني يأتي {day} "
                       "بين 9 و12. حتى ذلك الحين استخدموا الباب الجانبي واتصلوا بالتحويلة {ext} إن كان مقفلًا.",
        "password_state": "تذكير من {name}: {state}. رجاءً لا يكتبها أحد في هذه المحادثة. نموذج الحساب الجديد على "
                          "الشبكة الداخلية في قسم تقنية المعلومات > الحسابات، والدعم الفني (التحويلة {ext}) يعيد "
                          "تعيينها إذا قُفل حسابكم.",
        "release_note": "الإصدار {version} (commit {commit}): كانت رسالة إعادة تعيين كلمة المرور تذهب إلى العنوان "
                        "القديم، وتم الإصلاح. جاء البلاغ من السجل {uuid}؛ وتحقق {name} مع المستخدم في {date}.",
        "code_word_numbers": "رمز الخصم لم يعمل على الطلب {order}، فدفعت {price} ريال كاملة. رقم التتبع "
                             "{tracking}، والتوصيل إلى الرمز البريدي {postcode}. سيطلب {name} استرداد المبلغ.",
    },
    "he": {
        "minutes": "סיכום ישיבת IT מ-{date}, חדר {room}. נכחו: {name}, {name2}. 1) מדיניות הסיסמאות החדשה נכנסת "
                   "לתוקף {day}: לפחות שנים עשר תווים, בלי החלפה כפויה. 2) {name2} שולחת מייל תזכורת. 3) לוחות קוד "
                   "ה-PIN בקומה השנייה עדיין בקריאה {ticket}. הישיבה הבאה באותו חדר ב-{time}.",
        "handover": "חפיפה ל{name2}: טלפון הכוננות במגירה העליונה, {state}. קריאות פתוחות: {ticket} (VPN לעובדת "
                    "החדשה) והמדפסת בקומה השנייה. אם משהו מתקלקל, אחזקה בשלוחה {ext}. חוזר {day}.",
        "chat_export": "[{time}] {name}: מה הסיסמה של הוויפי לאורחים?\n[{time2}] {name2}: כתובה על הכרטיס בקבלה, "
                       "אותה סיסמה כמו בשנה שעברה\n[{time2}] {name}: מצאתי, תודה!",
        "md_bullets": "## קליטת עובד: {name2}\n- [x] מחשב נייד נמסר, מספר מלאי בקריאה {ticket}\n- [ ] סיסמה: לבחור "
                      "בכניסה הראשונה ואז להפעיל אפליקציית אימות\n- [ ] עמדה בחדר {room}, קוד הדלת אצל {name}\n- [ ] "
                      "לקוח VPN גרסה {version}",
        "md_table": "| פריט | סטטוס |\n|---|---|\n| הזמנה | {order} |\n| מספר מעקב | {tracking} |\n| סה\"כ | {price} ₪ "
                    "|\n| סיסמת החשבון | אופסה ב-{date}, החדשה בכספת של הצוות |\n\n{name} בודק את המשלוח.",
        "code_fence": "הערות התקנה מ{name}: את המפתח שלכם שימו במשתני הסביבה, אף פעם לא במאגר.\n{snippet}\n"
                      "אם הבנייה נכשלת בגרסה {version}, שאלו ב-#dev.",
        "numbers_pin": "לוח ה-PIN ליד חדר {room} שוב מקולקל. פתחתי קריאה {ticket}; הטכנאי מגיע {day} בין 9 ל-12. "
                       "עד אז היכנסו מהדלת הצדדית, ואם היא נעולה התקשרו לשלוחה {ext}.",
        "password_state": "תזכורת מ{name}: {state}. בבקשה שאף אחד לא יכתוב אותה בצ'אט הזה. הטופס לחשבון חדש נמצא "
                          "באינטרנט תחת IT > חשבונות, והתמיכה (שלוחה {ext}) מאפסת אם ננעלתם.",
        "release_note": "גרסה {version} (commit {commit}): המייל לאיפוס סיסמה נשלח לכתובת הישנה, תוקן. הדיווח הגיע "
                        "מהרשומה {uuid}; {name} בדק עם המשתמש ב-{date}.",
        "code_word_numbers": "קוד ההנחה לא עבד בהזמנה {order}, אז שילמתי את כל ה-{price} ₪. מספר מעקב {tracking}, "
                             "משלוח למיקוד {postcode}. {name} יבקש החזר.",
    },
    "hi": {
        "minutes": "आईटी बैठक का कार्यवृत्त, {date}, कमरा {room}। उपस्थित: {name}, {name2}। 1) नई पासवर्ड नीति "
                   "{day} से लागू होगी: कम से कम बारह अक्षर, ज़बरदस्ती बदलना नहीं। 2) {name2} रिमाइंडर मेल भेजेंगे। "
                   "3) दूसरी मंज़िल के पिन पैड अब भी टिकट {ticket} में हैं। अगली बैठक उसी कमरे में {time} बजे।",
        "handover": "{name2} के लिए हैंडओवर: ऑन-कॉल फ़ोन ऊपर वाली दराज़ में है, {state}। खुले टिकट: {ticket} (नए "
                    "साथी का वीपीएन) और दूसरी मंज़िल का प्रिंटर। कुछ खराब हो तो मेंटेनेंस एक्सटेंशन {ext} पर। मैं "
                    "{day} को लौटूँगा।",
        "chat_export": "[{time}] {name}: गेस्ट वाई-फ़ाई का पासवर्ड क्या है?\n[{time2}] {name2}: रिसेप्शन वाले कार्ड "
                       "पर लिखा है, पिछले साल वाला ही\n[{time2}] {name}: मिल गया, धन्यवाद!",
        "md_bullets": "## ऑनबोर्डिंग: {name2}\n- [x] लैपटॉप दे दिया, एसेट नंबर टिकट {ticket} में\n- [ ] पासवर्ड: पहली "
                      "बार लॉगिन पर खुद सेट करें, फिर ऑथेंटिकेटर ऐप\n- [ ] डेस्क कमरा {room} में, दरवाज़े का कोड "
                      "{name} से\n- [ ] वीपीएन क्लाइंट {version}",
        "md_table": "| मद | स्थिति |\n|---|---|\n| ऑर्डर | {order} |\n| ट्रैकिंग | {tracking} |\n| कुल | ₹{price} |\n"
                    "| खाते का पासवर्ड | {date} को रीसेट हुआ, नया टीम वॉल्ट में है |\n\n{name} डिलीवरी देखेंगे।",
        "code_fence": "{name} के सेटअप नोट्स: अपनी की एनवायरनमेंट में रखें, रिपॉज़िटरी में कभी नहीं।\n{snippet}\n"
                      "{version} पर बिल्ड फ़ेल हो तो #dev में पूछें।",
        "numbers_pin": "कमरा {room} के पास वाला पिन पैड फिर से खराब है। मैंने टिकट {ticket} खोला है; मेंटेनेंस "
                       "वाले {day} को 9 से 12 के बीच आएँगे। तब तक साइड वाले दरवाज़े से आएँ, बंद हो तो एक्सटेंशन "
                       "{ext} पर फ़ोन करें।",
        "password_state": "{name} की ओर से याद दिला रहे हैं: {state}। कृपया इसे इस चैट में कोई न लिखे। नए खाते का "
                          "फ़ॉर्म इंट्रानेट पर आईटी > खाते में है, और लॉक होने पर हेल्पडेस्क (एक्सटेंशन {ext}) "
                          "रीसेट कर देता है।",
        "release_note": "रिलीज़ {version} (कमिट {commit}): पासवर्ड रीसेट का मेल पुराने पते पर जा रहा था, ठीक कर "
                        "दिया। रिपोर्ट रिकॉर्ड {uuid} से आई थी; {name} ने {date} को उपयोगकर्ता के साथ जाँचा।",
        "code_word_numbers": "ऑर्डर {order} पर डिस्काउंट कोड नहीं चला, तो मैंने पूरे ₹{price} दिए। ट्रैकिंग नंबर "
                             "{tracking}, डिलीवरी पिन कोड {postcode} पर। {name} रिफ़ंड माँगेंगे।",
    },
    "zh": {
        "minutes": "IT例会纪要，{date}，{room}会议室。参会：{name}、{name2}。1）新的密码策略{day}起执行：至少十二位，"
                   "不再强制定期更换。2）{name2}发提醒邮件。3）二楼的密码键盘还在工单{ticket}里排队。下次会议同一会"
                   "议室，{time}。",
        "handover": "交接给{name2}：值班手机在最上面的抽屉里，{state}。未关闭的工单：{ticket}（新同事的VPN）和二楼的"
                    "打印机。有东西坏了找物业，分机{ext}。我{day}回来。",
        "chat_export": "[{time}] {name}：访客wifi密码是多少？\n[{time2}] {name2}：前台的卡片上写着，和去年一样\n"
                       "[{time2}] {name}：找到了，谢谢！",
        "md_bullets": "## 新人入职：{name2}\n- [x] 笔记本已发放，资产编号见工单{ticket}\n- [ ] 密码：首次登录时自己设"
                      "置，然后绑定身份验证器\n- [ ] 工位在{room}室，门禁密码找{name}要\n- [ ] VPN客户端{version}",
        "md_table": "| 项目 | 状态 |\n|---|---|\n| 订单 | {order} |\n| 快递单号 | {tracking} |\n| 合计 | ¥{price} |\n| "
                    "账户密码 | {date}已重置，新密码在团队密码库里 |\n\n{name}负责验收。",
        "code_fence": "{name}的配置笔记：自己的密钥放在环境变量里，别提交到仓库。\n{snippet}\n{version}编译失败的话"
                      "去#dev问。",
        "numbers_pin": "{room}室旁边的密码键盘又坏了。我提了工单{ticket}，物业说{day}上午9点到12点来修。这之前走侧门，"
                       "锁了就打分机{ext}。",
        "password_state": "{name}提醒：{state}。请大家不要发在这个群里。新账号的申请表在内网IT > 账号下面，账号被锁了"
                          "找服务台（分机{ext}）重置。",
        "release_note": "版本{version}（提交{commit}）：修复了重置密码邮件发到旧邮箱的问题。问题来自记录{uuid}；{name}"
                        "已于{date}和用户确认。",
        "code_word_numbers": "优惠码在订单{order}上用不了，我付了全款¥{price}。快递单号{tracking}，收货邮编"
                             "{postcode}。{name}会去申请退款。",
    },
    "ja": {
        "minutes": "IT定例議事録 {date}、{room}会議室。出席：{name}、{name2}。1）新しいパスワードポリシーは{day}から"
                   "適用：十二文字以上、定期変更の強制はなし。2）リマインドメールは{name2}が送る。3）二階の暗証番号"
                   "パッドはまだチケット{ticket}で対応中。次回も同じ会議室で{time}から。",
        "handover": "{name2}への引き継ぎ：当番用の携帯は一番上の引き出し、{state}。未完了のチケット：{ticket}（新人の"
                    "VPN）と二階のプリンター。何か壊れたら設備担当の内線{ext}へ。{day}に戻ります。",
        "chat_export": "[{time}] {name}：来客用Wi-Fiのパスワードって何でしたっけ？\n[{time2}] {name2}：受付のカードに"
                       "書いてあります、去年と同じです\n[{time2}] {name}：ありました、ありがとうございます！",
        "md_bullets": "## 入社手続き：{name2}\n- [x] ノートPC貸与済み、資産番号はチケット{ticket}\n- [ ] パスワード："
                      "初回ログイン時に本人が設定、その後認証アプリを登録\n- [ ] 席は{room}号室、ドアの暗証番号は"
                      "{name}から\n- [ ] VPNクライアント {version}",
        "md_table": "| 項目 | 状況 |\n|---|---|\n| 注文 | {order} |\n| 追跡番号 | {tracking} |\n| 合計 | ¥{price} |\n| "
                    "アカウントのパスワード | {date}にリセット済み、新しいものはチームの保管庫に |\n\n配達の確認は"
                    "{name}。",
        "code_fence": "{name}のセットアップメモ：自分のキーは環境変数に入れて、リポジトリには絶対に入れないこと。\n"
                      "{snippet}\n{version}でビルドが失敗したら#devで聞いてください。",
        "numbers_pin": "{room}号室の横の暗証番号パッドがまた故障しています。チケット{ticket}を起票済み、設備の人が"
                       "{day}の9時から12時の間に来ます。それまでは通用口を使い、閉まっていたら内線{ext}へ。",
        "password_state": "{name}より：{state}。このチャットには書かないでください。新規アカウントの申請書は社内ポー"
                          "タルのIT > アカウントにあり、ロックされたらヘルプデスク（内線{ext}）がリセットします。",
        "release_note": "リリース{version}（コミット{commit}）：パスワード再設定メールが旧アドレスに送られていた問題を"
                        "修正。報告はレコード{uuid}から。{name}が{date}にユーザーと確認済み。",
        "code_word_numbers": "注文{order}でクーポンコードが使えず、¥{price}を全額払いました。追跡番号{tracking}、"
                             "配送先の郵便番号は{postcode}。返金は{name}が問い合わせます。",
    },
    "ko": {
        "minutes": "IT 정기회의록 {date}, {room}호 회의실. 참석: {name}, {name2}. 1) 새 비밀번호 정책은 {day}부터 "
                   "적용: 최소 열두 자, 정기 변경 강제는 없음. 2) 안내 메일은 {name2}가 발송. 3) 2층 PIN 패드는 아직 "
                   "티켓 {ticket}에서 처리 중. 다음 회의는 같은 회의실에서 {time}.",
        "handover": "{name2}에게 인수인계: 당직 폰은 맨 위 서랍에 있고, {state}. 열린 티켓: {ticket} (신입 VPN), 2층 "
                    "프린터. 고장 나면 시설팀 내선 {ext}. 저는 {day}에 복귀합니다.",
        "chat_export": "[{time}] {name}: 손님용 와이파이 비밀번호 뭐였죠?\n[{time2}] {name2}: 안내데스크 카드에 "
                       "있어요, 작년이랑 같아요\n[{time2}] {name}: 찾았어요, 감사합니다!",
        "md_bullets": "## 신규 입사: {name2}\n- [x] 노트북 지급, 자산번호는 티켓 {ticket}\n- [ ] 비밀번호: 첫 로그인 "
                      "때 직접 설정하고 인증 앱 등록\n- [ ] 자리는 {room}호, 출입문 번호는 {name}에게\n- [ ] VPN "
                      "클라이언트 {version}",
        "md_table": "| 항목 | 상태 |\n|---|---|\n| 주문 | {order} |\n| 송장번호 | {tracking} |\n| 합계 | {price}원 |\n"
                    "| 계정 비밀번호 | {date}에 초기화, 새 비밀번호는 팀 금고에 |\n\n배송 확인은 {name}.",
        "code_fence": "{name}의 설정 메모: 본인 키는 환경 변수에 두고 저장소에는 절대 넣지 마세요.\n{snippet}\n"
                      "{version}에서 빌드가 실패하면 #dev에 물어보세요.",
        "numbers_pin": "{room}호 옆 PIN 패드가 또 고장 났어요. 티켓 {ticket} 올렸고, 시설팀이 {day} 9시에서 12시 "
                       "사이에 온대요. 그때까지 옆문을 쓰시고, 잠겨 있으면 내선 {ext}으로 전화하세요.",
        "password_state": "{name} 공지: {state}. 이 채팅방에는 쓰지 말아 주세요. 새 계정 신청서는 인트라넷 IT > 계정 "
                          "메뉴에 있고, 잠기면 헬프데스크(내선 {ext})에서 초기화해 줍니다.",
        "release_note": "릴리스 {version} (커밋 {commit}): 비밀번호 재설정 메일이 예전 주소로 가던 문제 수정. 제보는 "
                        "레코드 {uuid}에서 왔고, {name}가 {date}에 사용자와 확인함.",
        "code_word_numbers": "주문 {order}에 할인 코드가 안 먹혀서 {price}원을 다 냈어요. 송장번호 {tracking}, "
                             "배송지 우편번호 {postcode}. 환불은 {name}가 요청할 거예요.",
    },
    "th": {
        "minutes": "บันทึกการประชุมไอที {date} ห้อง {room} ผู้เข้าร่วม: {name}, {name2} 1) นโยบายรหัสผ่านใหม่เริ่ม"
                   "{day}: อย่างน้อยสิบสองตัวอักษร ไม่บังคับเปลี่ยนตามรอบ 2) {name2} ส่งอีเมลเตือน 3) แป้น PIN ชั้นสองยังอยู่"
                   "ในทิกเก็ต {ticket} ประชุมครั้งหน้าห้องเดิมเวลา {time}",
        "handover": "ส่งงานให้{name2}: โทรศัพท์เวรอยู่ในลิ้นชักบนสุด {state} ทิกเก็ตที่ยังเปิด: {ticket} (VPN ของ"
                    "พนักงานใหม่) กับเครื่องพิมพ์ชั้นสอง ถ้ามีอะไรเสียโทรหาฝ่ายอาคารเบอร์ภายใน {ext} กลับมา{day}",
        "chat_export": "[{time}] {name}: รหัสไวไฟแขกคืออะไรนะ\n[{time2}] {name2}: อยู่บนการ์ดที่เคาน์เตอร์ต้อนรับ "
                       "เหมือนปีที่แล้ว\n[{time2}] {name}: เจอแล้ว ขอบคุณค่ะ!",
        "md_bullets": "## รับพนักงานใหม่: {name2}\n- [x] ส่งมอบโน้ตบุ๊กแล้ว เลขครุภัณฑ์อยู่ในทิกเก็ต {ticket}\n- [ ] "
                      "รหัสผ่าน: ตั้งเองตอนล็อกอินครั้งแรก แล้วผูกแอปยืนยันตัวตน\n- [ ] โต๊ะอยู่ห้อง {room} รหัสประตู"
                      "ขอจาก{name}\n- [ ] ไคลเอนต์ VPN {version}",
        "md_table": "| รายการ | สถานะ |\n|---|---|\n| คำสั่งซื้อ | {order} |\n| เลขพัสดุ | {tracking} |\n| รวม | "
                    "{price} บาท |\n| รหัสผ่านบัญชี | รีเซ็ตเมื่อ {date} อันใหม่อยู่ในตู้เซฟของทีม |\n\n{name}"
                    "ตรวจรับของ",
        "code_fence": "บันทึกการตั้งค่าจาก{name}: เก็บคีย์ของตัวเองไว้ในตัวแปรสภาพแวดล้อม อย่าใส่ใน repo\n{snippet}\n"
                      "ถ้า build ล้มที่ {version} ถามใน #dev",
        "numbers_pin": "แป้น PIN ข้างห้อง {room} เสียอีกแล้ว เปิดทิกเก็ต {ticket} ไว้แล้ว ช่างจะมา{day} ช่วง 9 ถึง "
                       "12 โมง ระหว่างนี้ใช้ประตูข้าง ถ้าล็อกอยู่โทรเบอร์ภายใน {ext}",
        "password_state": "{name}ฝากบอก: {state} กรุณาอย่าพิมพ์ลงในแชตนี้ แบบฟอร์มขอบัญชีใหม่อยู่ในอินทราเน็ต "
                          "ไอที > บัญชี ถ้าโดนล็อกให้แจ้งเฮลป์เดสก์ (เบอร์ภายใน {ext}) รีเซ็ตให้",
        "release_note": "รุ่น {version} (คอมมิต {commit}): แก้อีเมลรีเซ็ตรหัสผ่านที่ส่งไปที่อยู่เก่า รายงานมาจาก"
                        "เรคคอร์ด {uuid} {name}ตรวจกับผู้ใช้แล้วเมื่อ {date}",
        "code_word_numbers": "โค้ดส่วนลดใช้กับคำสั่งซื้อ {order} ไม่ได้ เลยจ่ายเต็ม {price} บาท เลขพัสดุ {tracking} "
                             "ส่งไปรหัสไปรษณีย์ {postcode} {name}จะขอเงินคืนให้",
    },
})
