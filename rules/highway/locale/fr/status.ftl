## Les Romantiques de la grand-route sur la page d'état (templates/status.html.j2), en
## français. Texte simple : le balisage de la page reste dans le gabarit.

highway-status-filling = le meneur remplit le plateau
highway-status-move = coup { $move }
# Ce qu'on attend du joueur qui a la main, selon l'étape ("" quand on n'en dit rien).
highway-status-awaited = { $stage ->
    [cell] nomme une case ou propose un vol
    [fight] combat contre un gardien
    [vote] vote sur un vol
    [revise] le chef de bande revoit le partage
    [vote2] vote sur le nouveau partage
    [roll] le chef de bande lance les dés du vol
    [assign] le chef de bande distribue les sacs
    [last] dernière chance de tenter un vol
   *[other] {""}
 }
# « À <strong>ana</strong> de jouer (combat contre un gardien). » — les mots avant et après le
# nom du joueur, et ce qu'on attend ($doing).
highway-status-to-move-before = À{" "}
highway-status-to-move-after = {" "}de jouer
highway-status-doing = {" "}({ $doing })
highway-status-treasury = Trésor :
highway-status-host = meneur :
highway-status-hidden-cells = cases cachées :
highway-status-discard = défausse :
highway-status-bags-title = Sacs et parts
highway-status-place = Place
highway-status-player = Joueur
highway-status-bags = Sacs
highway-status-share = Part
highway-status-share-note = La part d'un joueur, ce sont ses sacs fois l'or par sac ; à égalité de sacs, la place est partagée.
highway-status-hands = Les mains
highway-status-sabre = Sabre
highway-status-musket = Mousquet ou pistolets
highway-status-elixir = Élixir
highway-status-safes = Coffres
highway-status-hands-note = Les joueurs dans l'ordre du tour ; qui a combien de sacs se saura à la fin.
