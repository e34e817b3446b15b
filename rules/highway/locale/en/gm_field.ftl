## Highway Romantics: the field, for the host (templates/gm_field.md.j2), in English.

highway-gm-field-title = { $title }: the field (for your eyes only)
# $read: yes when some numbers were read from the host's rolls ($rolled: them, in words);
# $drawn: the numbers the bot drew, in words; $trigger: discobot's word.
highway-gm-field-drawn = **The reply window passed before discobot's answers filled the field**{ $read ->
    [yes] {" "}({ $rolled } read from your rolls)
   *[no] {""}
 }: I drew the other { $drawn } myself, with the seeded generator, and told the table. If discobot never answered, check that your rolls read exactly `@discobot { $trigger } 20d120`, and that new user tips are on in your preferences.
highway-gm-field-full = **The field is read from the whole 10 × 10 field**, as the rules make it: { $numbers } of your rolls, row by row, and the field in use cut from its top-left corner.
# $numbers: the numbers used, in words; $drawn: yes when the bot drew the rest; $unused: yes
# when numbers rolled after them were not needed ($unused_numbers: them, in words).
highway-gm-field-cells = **The field is read cell by cell, only the cells in use**: { $numbers } of your rolls, row by row{ $drawn ->
    [yes] , the rest drawn by me
   *[no] {""}
 }{ $unused ->
    [yes] {" "}(the { $unused_numbers } after them were not needed)
   *[no] {""}
 }.
# $size: highway-field-size.
highway-gm-field-intro = The field, { $size }: each cell shows its number and the card it hides. The players see only the cells already named; the field and its salt are revealed at the end.
highway-gm-field-salt = Salt:
highway-gm-field-commitment = The field's check hash (published to the players):
highway-gm-field-check = Check:
