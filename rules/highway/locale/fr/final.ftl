## Les Romantiques de la grand-route : la fin de la partie (templates/final.md.j2), en français.

highway-final-title = { $title } : la partie est finie, comptons le butin
highway-final-open = Chacun ouvre ses coffres :
highway-final-player = Joueur
highway-final-safes = Coffres
highway-final-bags = Sacs
highway-final-share = Part
highway-final-host = le meneur
# $leftover : yes quand des coffres restés au trésor sont allés au meneur ; $count : les dés
# du meneur ; $dice : les mêmes en mots ; $rolled : chaque dé et ses sacs.
highway-final-host-dice = Les coffres du meneur (sauvés par la garde{ $leftover ->
    [yes] , et ceux restés au trésor
   *[no] {""}
 }) sont lancés à découvert, { $count } dés à trois faces : { $rolled }.
highway-final-host-none = Le meneur n'a aucun coffre.
# $bags : tous les sacs ; $fund : la cagnotte en mots, $amount : en nombre ; $total : les sacs
# en nombre ; $per_bag : highway-final-per-bag ou highway-final-per-bag-about.
highway-final-total = **{ $bags }** en tout. La cagnotte est de { $fund } : un sac vaut { $amount } / { $total }{ $per_bag }.
highway-final-per-bag = {" "}= **{ $coins }**
# $gold : les pièces par sac, arrondies ; $exact : en fraction.
highway-final-per-bag-about = {" "}≈ **{ $gold }** pièces d'or (exactement { $exact })
# $leaves : yes quand l'arrondi laisse des pièces dans la cagnotte ($left : elles, en mots).
highway-final-rounding = La part de chacun, ce sont ses sacs multipliés par cette valeur, arrondis à la pièce inférieure{ $leaves ->
    [yes] {" "}; l'arrondi laisse { $left } dans la cagnotte
   *[no] {" "}; la cagnotte est partagée sans reste
 }.
highway-final-no-bags = Personne n'a le moindre sac : la cagnotte ({ $fund }) ne revient à personne.
highway-final-field-title = Le plateau entier
highway-final-field-intro = Les nombres des cases (en italique, les cases que personne n'a nommées) :
highway-final-legend = Nombres et cartes : { $legend }.
highway-final-check = **Vérification.** L'empreinte de contrôle du plateau publiée avant le premier coup, `{ $commitment }`, est le SHA-256 du texte `SEL:RANGÉES`, où RANGÉES sont les rangées du plateau de haut en bas séparées par `/`, et les nombres d'une rangée, de gauche à droite, séparés par `,`. Le sel du plateau : `{ $salt }`. Cette commande doit afficher cette même empreinte :
