## Morceaux des messages du pont, dits à la manière de l'arène.

# $step : placement, choice ou round.
arena-this-step = { $step ->
    [placement] de ce placement
    [choice] de ce choix
   *[round] de ce tour
 }
arena-for-step = { $step ->
    [placement] pour ce placement
    [choice] pour ce choix
   *[round] pour ce tour
 }
# Les tours, sous la forme que demande la phrase du pont ; $form : of_a, each, the, of_the, ending, current.
arena-phases = { $form ->
    [of_a] d'un tour
    [each] chaque tour
    [the] les tours
    [of_the] des tours
    [ending] la proclamation du vainqueur
   *[current] le tour en cours
 }
# Pourquoi la lecture d'un ordre est douteuse ; $doubt : narration, pronoun ou autre ; $target :
# le guerrier que désignait le pronom ($named : true s'il y en a un ; $gender : le sien).
arena-doubt = { $doubt ->
    [narration] je ne l'ai trouvé que dans votre narration, entre astérisques ou en italique, et pas dans une phrase simple
    [pronoun] j'ai compris que votre pronom désignait { $named ->
        [true] @{ $target }
       *[false] le guerrier
    }, { $gender ->
        [feminine] seule guerrière nommée dans votre narration
        [masculine] seul guerrier nommé dans votre narration
       *[other] le seul nom de votre narration
    }
   *[other] la lecture de votre message n'est pas sûre
 }
# Un champ de l'arène ; $field : attack, defence, shooting, shield ou lost.
arena-field = { $field ->
    [attack] attaque
    [defence] défense
    [shooting] tir
    [shield] bouclier
   *[lost] blessures
 }

## Quand le sort place un clan.

# $clan : le clan.
arena-placement-drawn = Vous ne m'avez pas indiqué à temps où le clan **{ $clan }** entrait dans l'arène : le sort a placé vos guerriers, chacun dans une zone de départ tirée au dé.
# $where : la zone.
arena-placement-drawn-warrior = @{ $warrior } : { $where }
arena-placement-drawn-open = Le premier tour est ouvert dans le sujet de la partie.

## Ce qu'ajoute un ordre accepté pour qui l'a envoyé.

arena-accepted-placement = Vos guerriers entreront dans l'arène ainsi placés à la clôture du placement.
# $actor : le guerrier pour qui le chef déclare ; $gender : le sien.
arena-accepted-for-warrior = Vous déclarez en chef de guerre pour @{ $actor }, qui n'avait encore rien déclaré : si @{ $actor } déclare { $gender ->
    [feminine] elle-même
    [masculine] lui-même
   *[other] en personne
 } une action avant la clôture du tour, c'est la sienne qui comptera.
arena-accepted-own = C'est votre propre déclaration : votre chef de guerre ne peut plus la remplacer ce tour-ci.

## Un ordre sous sa forme canonique (templates/order.md.j2).

# Un placement ; $clan : le clan ($named : true s'il est connu) ; $placement : qui va où.
arena-order-placement = placer { $named ->
    [true] le clan { $clan }
   *[false] votre clan
 } : { $placement }
# Une déclaration d'un chef pour un guerrier ; $action : l'action, en mots.
arena-order-for = pour @{ $warrior } : { $action }
