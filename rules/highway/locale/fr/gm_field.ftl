## Les Romantiques de la grand-route : le plateau, pour le meneur (templates/gm_field.md.j2),
## en français.

highway-gm-field-title = { $title } : le plateau (rien que pour vous)
# $read : yes quand des nombres ont été lus dans les jets du meneur ($rolled : eux, en mots) ;
# $drawn : les nombres tirés par le bot, en mots ; $trigger : le mot de discobot.
highway-gm-field-drawn = **Le délai de réponse est passé avant que les réponses de discobot remplissent le plateau**{ $read ->
    [yes] {" "}({ $rolled } lus dans vos jets)
   *[no] {""}
 } : j'ai tiré moi-même les { $drawn } restants, avec le générateur à graine, et je l'ai dit à la table. Si discobot n'a jamais répondu, vérifiez que vos jets s'écrivent exactement `@discobot { $trigger } 20d120` et que les conseils aux nouveaux utilisateurs sont activés dans vos préférences.
highway-gm-field-full = **Le plateau est lu dans le plateau entier 10 × 10**, comme le fait la règle : { $numbers } de vos jets, rangée par rangée, et le plateau en jeu découpé depuis son coin en haut à gauche.
# $numbers : les nombres utilisés, en mots ; $drawn : yes quand le bot a tiré le reste ;
# $unused : yes quand des nombres lancés après eux n'ont pas servi ($unused_numbers : eux).
highway-gm-field-cells = **Le plateau est lu case par case** : { $numbers } de vos jets, rangée par rangée{ $drawn ->
    [yes] , le reste tiré par moi
   *[no] , exactement les cases en jeu
 }{ $unused ->
    [yes] {" "}(les { $unused_numbers } suivants n'ont pas servi)
   *[no] {""}
 }.
# $size : highway-field-size.
highway-gm-field-intro = Le plateau, { $size } : chaque case montre son nombre et la carte qu'elle cache. Les joueurs ne voient que les cases déjà nommées ; le plateau et son sel sont révélés à la fin.
highway-gm-field-salt = Sel :
highway-gm-field-commitment = Empreinte de contrôle du plateau (publiée aux joueurs) :
highway-gm-field-check = Vérification :
