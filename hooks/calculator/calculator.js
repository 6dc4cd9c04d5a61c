// The calculator page (docs/<lang>/calculator.md): the reference itself, in the reader's browser.
// Pyodide and our own wheel are part of the built site (hooks/pyodide.py); nothing comes from a CDN.
// Every number is computed by tiebreak_ref.web.calculator.handle (JSON in, JSON out); this file only draws.
// Loaded on every page (mkdocs.yml extra_javascript, type: module); it does nothing without #tb-calculator.

const root = document.getElementById("tb-calculator");

const STRINGS = {
  en: {
    loading: "Loading Python and the reference ({mb} MB, once; the browser caches it) …",
    slow: "Still loading … a server must send .wasm files as application/wasm.",
    ready: "Ready: tiebreak-ref {version} on Python {python} (Pyodide {pyodide}), loaded in {seconds} s.",
    failed: "The calculator could not start: {error}",
    tournament: "Whole tournament", onePlayer: "One player",
    file: "TRF file (TRF-16 or TRF-2026)", paste: "… or paste the TRF text", usePasted: "Use the pasted text",
    rules: "Rules", auto: "from the start date (record 042)",
    preset: "Recommended list", presetFile: "the file's own list (record 212/202)", presetDefault: "the default for this event",
    presets: {"open-swiss": "Open Swiss", "rapid-blitz": "Rapid and blitz", "round-robin": "Round robin", youth: "Youth events",
              "us-chess": "US Chess default order (34E)"},
    list: "Tie-break list", addCode: "Add a code", add: "Add", up: "Move up", down: "Move down", remove: "Remove",
    compareAdd: "Compare with another list", compareRemove: "Remove this list",
    noFile: "Choose or paste a TRF file.",
    summary: "{source}: {players} players, {rounds} rounds, {version}.",
    standings: "Standings after round {round} ({rules})", moved: "changes place",
    rank: "Rank", tpn: "TPN", name: "Name", rating: "Rating", pts: "Pts",
    clickHint: "Click any value for its round-by-round explanation.",
    decisions: "Decision options", decision: "decision", defaultValue: "default", none: "none",
    afterRound: "Standings after round", afterRoundHint: "empty: the last round played",
    optionLabels: {
      unrated_rating: "Rating given to unrated players (none: the rating tie-breaks are dropped)",
      event: "Swiss or round robin", cap_rounds: "Number of rounds in the 16.4.2 cap", aob_rounding: "Rounding of AOB",
      ptp_score: "Score PTP must reach", std_double_forfeit: "STD for a double forfeit",
      lots_seed: "Ties after the whole list: seed of the drawing of lots (none: shared rank)",
      rr_forfeit_wins_in_type_b: "Round robin: forfeit wins count as games for WON, BPG, BWG",
      empty_round: "Empty rounds of a player who declares more points",
    },
    crosstable: "Crosstable", download: "Download", downloadStandings: "Standings", downloadCompare: "Comparison",
    downloadCrosstable: "Crosstable",
    round: "Round", kind: "Kind of round", oppScore: "Opponent's score", addRound: "Add a round", clear: "Clear",
    score: "Score: {score} of {rounds} rounds.", code: "Tie-break", differs: "differs",
    scoring: "Scoring system", custom: "other (points of each result)", shownRules: "Rules shown",
    kinds: {win: "win", draw: "draw", loss: "loss", "forfeit-win": "forfeit win", "forfeit-loss": "forfeit loss",
            pab: "pairing-allocated bye (PAB)", fpb: "full-point bye (FPB)", hpb: "half-point bye (HPB)",
            zpb: "zero-point bye (ZPB) / absent"},
  },
  nl: {
    loading: "Python en de referentie worden geladen ({mb} MB, eenmalig; de browser bewaart ze) …",
    slow: "Nog steeds bezig … de server moet .wasm-bestanden als application/wasm versturen.",
    ready: "Klaar: tiebreak-ref {version} op Python {python} (Pyodide {pyodide}), geladen in {seconds} s.",
    failed: "De rekenmachine kon niet starten: {error}",
    tournament: "Heel toernooi", onePlayer: "Eén speler",
    file: "TRF-bestand (TRF-16 of TRF-2026)", paste: "… of plak de TRF-tekst", usePasted: "Geplakte tekst gebruiken",
    rules: "Reglement", auto: "volgens de begindatum (record 042)",
    preset: "Aanbevolen volgorde", presetFile: "de eigen lijst van het bestand (record 212/202)", presetDefault: "de standaard voor dit toernooi",
    presets: {"open-swiss": "Open Zwitsers toernooi", "rapid-blitz": "Rapid en snelschaken", "round-robin": "Rondtoernooi (ieder tegen ieder)",
              youth: "Jeugdtoernooien", "us-chess": "Standaardvolgorde van US Chess (34E)"},
    list: "Volgorde van de tiebreaks", addCode: "Code toevoegen", add: "Toevoegen", up: "Omhoog", down: "Omlaag", remove: "Verwijderen",
    compareAdd: "Vergelijken met een andere volgorde", compareRemove: "Deze volgorde verwijderen",
    noFile: "Kies of plak een TRF-bestand.",
    summary: "{source}: {players} spelers, {rounds} ronden, {version}.",
    standings: "Stand na ronde {round} ({rules})", moved: "andere plaats",
    rank: "Pl.", tpn: "Nr.", name: "Naam", rating: "Rating", pts: "Ptn",
    clickHint: "Klik op een waarde voor de uitleg per ronde.",
    decisions: "Keuzes", decision: "keuze", defaultValue: "standaard", none: "geen",
    afterRound: "Stand na ronde", afterRoundHint: "leeg: de laatst gespeelde ronde",
    optionLabels: {
      unrated_rating: "Rating voor spelers zonder rating (geen: de tiebreaks op rating vervallen)",
      event: "Zwitsers systeem of rondtoernooi", cap_rounds: "Aantal ronden in het plafond van 16.4.2",
      aob_rounding: "Afronding van AOB", ptp_score: "Score die PTP moet halen", std_double_forfeit: "STD bij dubbel reglementair verlies",
      lots_seed: "Gelijk na de hele volgorde: startgetal van de loting (geen: gedeelde plaats)",
      rr_forfeit_wins_in_type_b: "Rondtoernooi: reglementaire winst telt als partij voor WON, BPG, BWG",
      empty_round: "Lege ronden van een speler die meer punten opgeeft",
    },
    crosstable: "Kruistabel", download: "Downloaden", downloadStandings: "Stand", downloadCompare: "Vergelijking",
    downloadCrosstable: "Kruistabel",
    round: "Ronde", kind: "Soort ronde", oppScore: "Score van de tegenstander", addRound: "Ronde toevoegen", clear: "Leegmaken",
    score: "Score: {score} uit {rounds} ronden.", code: "Tiebreak", differs: "verschilt",
    scoring: "Puntentelling", custom: "andere (punten per uitslag)", shownRules: "Getoonde reglementen",
    kinds: {win: "winst", draw: "remise", loss: "verlies", "forfeit-win": "reglementaire winst", "forfeit-loss": "reglementair verlies",
            pab: "toegekende bye (PAB)", fpb: "bye met een heel punt (FPB)", hpb: "bye met een half punt (HPB)",
            zpb: "bye zonder punt (ZPB) / afwezig"},
  },
  de: {
    loading: "Python und die Referenz werden geladen ({mb} MB, einmalig; der Browser speichert sie) …",
    slow: "Lädt noch … der Server muss .wasm-Dateien als application/wasm ausliefern.",
    ready: "Bereit: tiebreak-ref {version} mit Python {python} (Pyodide {pyodide}), geladen in {seconds} s.",
    failed: "Der Rechner konnte nicht starten: {error}",
    tournament: "Ganzes Turnier", onePlayer: "Ein Spieler",
    file: "TRF-Datei (TRF-16 oder TRF-2026)", paste: "… oder den TRF-Text einfügen", usePasted: "Eingefügten Text verwenden",
    rules: "Regeln", auto: "nach dem Startdatum (Datensatz 042)",
    preset: "Empfohlene Reihenfolge", presetFile: "die Liste der Datei (Datensatz 212/202)", presetDefault: "die Vorgabe für dieses Turnier",
    presets: {"open-swiss": "Offenes Turnier nach Schweizer System", "rapid-blitz": "Schnell- und Blitzschach", "round-robin": "Rundenturnier",
              youth: "Jugendturniere", "us-chess": "Vorgabe von US Chess (34E)"},
    list: "Reihenfolge der Feinwertungen", addCode: "Wertung hinzufügen", add: "Hinzufügen", up: "Nach oben", down: "Nach unten", remove: "Entfernen",
    compareAdd: "Mit einer anderen Reihenfolge vergleichen", compareRemove: "Diese Reihenfolge entfernen",
    noFile: "Wählen Sie eine TRF-Datei oder fügen Sie den Text ein.",
    summary: "{source}: {players} Spieler, {rounds} Runden, {version}.",
    standings: "Rangliste nach der {round}. Runde ({rules})", moved: "anderer Platz",
    rank: "Rg.", tpn: "Nr.", name: "Name", rating: "Elo", pts: "Pkt.",
    clickHint: "Ein Klick auf einen Wert zeigt seine Berechnung Runde für Runde.",
    decisions: "Entscheidungen", decision: "Entscheidung", defaultValue: "Vorgabe", none: "keine",
    afterRound: "Rangliste nach Runde", afterRoundHint: "leer: die letzte gespielte Runde",
    optionLabels: {
      unrated_rating: "Elo für Spieler ohne Elo (keine: die Elo-Feinwertungen entfallen)",
      event: "Schweizer System oder Rundenturnier", cap_rounds: "Rundenzahl in der Obergrenze von 16.4.2",
      aob_rounding: "Rundung von AOB", ptp_score: "Punktzahl, die PTP erreichen muss", std_double_forfeit: "STD bei beiderseits kampflos",
      lots_seed: "Gleichstand nach der ganzen Reihenfolge: Startwert des Losentscheids (keine: geteilter Platz)",
      rr_forfeit_wins_in_type_b: "Rundenturnier: kampflose Siege zählen als Partien für WON, BPG, BWG",
      empty_round: "Leere Runden eines Spielers, der mehr Punkte angibt",
    },
    crosstable: "Kreuztabelle", download: "Herunterladen", downloadStandings: "Rangliste", downloadCompare: "Vergleich",
    downloadCrosstable: "Kreuztabelle",
    round: "Runde", kind: "Art der Runde", oppScore: "Punkte des Gegners", addRound: "Runde hinzufügen", clear: "Leeren",
    score: "Punkte: {score} aus {rounds} Runden.", code: "Feinwertung", differs: "unterscheidet sich",
    scoring: "Punktesystem", custom: "anderes (Punkte je Ergebnis)", shownRules: "Gezeigte Regeln",
    kinds: {win: "Sieg", draw: "Remis", loss: "Niederlage", "forfeit-win": "kampfloser Sieg", "forfeit-loss": "kampflose Niederlage",
            pab: "Freilos (PAB)", fpb: "spielfreie Runde mit vollem Punkt (FPB)", hpb: "spielfreie Runde mit halbem Punkt (HPB)",
            zpb: "spielfreie Runde ohne Punkt (ZPB) / abwesend"},
  },
  nb: {
    loading: "Laster Python og referansen ({mb} MB, én gang; nettleseren tar vare på dem) …",
    slow: "Laster fortsatt … serveren må sende .wasm-filer som application/wasm.",
    ready: "Klar: tiebreak-ref {version} på Python {python} (Pyodide {pyodide}), lastet på {seconds} s.",
    failed: "Kalkulatoren kunne ikke starte: {error}",
    tournament: "Hele turneringen", onePlayer: "Én spiller",
    file: "TRF-fil (TRF-16 eller TRF-2026)", paste: "… eller lim inn TRF-teksten", usePasted: "Bruk den innlimte teksten",
    rules: "Regler", auto: "etter startdatoen (post 042)",
    preset: "Anbefalt rekkefølge", presetFile: "filens egen liste (post 212/202)", presetDefault: "standarden for denne turneringen",
    presets: {"open-swiss": "Åpen sveitserturnering", "rapid-blitz": "Hurtig- og lynsjakk", "round-robin": "Berger-turnering (alle mot alle)",
              youth: "Ungdomsturneringer", "us-chess": "Standardrekkefølgen til US Chess (34E)"},
    list: "Rekkefølgen av kvalitetspoeng", addCode: "Legg til en kode", add: "Legg til", up: "Flytt opp", down: "Flytt ned", remove: "Fjern",
    compareAdd: "Sammenlign med en annen rekkefølge", compareRemove: "Fjern denne rekkefølgen",
    noFile: "Velg eller lim inn en TRF-fil.",
    summary: "{source}: {players} spillere, {rounds} runder, {version}.",
    standings: "Resultatliste etter {round}. runde ({rules})", moved: "flyttet",
    rank: "Pl.", tpn: "Nr.", name: "Navn", rating: "Rating", pts: "P",
    clickHint: "Klikk på en verdi for å se utregningen runde for runde.",
    decisions: "Valg", decision: "valg", defaultValue: "standard", none: "ingen",
    afterRound: "Resultatliste etter runde", afterRoundHint: "tom: den siste spilte runden",
    optionLabels: {
      unrated_rating: "Rating for spillere uten rating (ingen: de ratingbaserte kvalitetspoengene utgår)",
      event: "Sveitsersystem eller Berger-turnering", cap_rounds: "Antall runder i taket i 16.4.2",
      aob_rounding: "Avrunding av AOB", ptp_score: "Poengsummen PTP må nå", std_double_forfeit: "STD ved dobbel walkover",
      lots_seed: "Likt etter hele rekkefølgen: startverdi for loddtrekningen (ingen: delt plass)",
      rr_forfeit_wins_in_type_b: "Berger-turnering: seier på walkover teller som parti for WON, BPG, BWG",
      empty_round: "Tomme runder for en spiller som oppgir flere poeng",
    },
    crosstable: "Krysstabell", download: "Last ned", downloadStandings: "Resultatliste", downloadCompare: "Sammenligning",
    downloadCrosstable: "Krysstabell",
    round: "Runde", kind: "Type runde", oppScore: "Motstanderens poeng", addRound: "Legg til en runde", clear: "Tøm",
    score: "Poeng: {score} av {rounds} runder.", code: "Kvalitetspoeng", differs: "forskjellig",
    scoring: "Poengsystem", custom: "annet (poeng for hvert resultat)", shownRules: "Viste regler",
    kinds: {win: "seier", draw: "remis", loss: "tap", "forfeit-win": "seier på walkover", "forfeit-loss": "tap på walkover",
            pab: "fri runde fra paringen (PAB)", fpb: "fri runde med helt poeng (FPB)", hpb: "fri runde med halvt poeng (HPB)",
            zpb: "fri runde uten poeng (ZPB) / fravær"},
  },
};

// The recommended lists, the rule sets, the decision options and the scoring systems come from the reference
// (the "setup" answer): tiebreak_ref.web.calculator.PRESETS, RULE_SETS, decision_options(), SCORING_SYSTEMS.
// One-player mode starts with the guide's Example A, player 5 (Echo): docs/examples/buchholz*.md.
const EXAMPLE_ROUNDS = [["loss", "3.5"], ["forfeit-win", "1.5"], ["draw", "2.5"], ["loss", "4"], ["hpb", ""]];
const KINDS = ["win", "draw", "loss", "forfeit-win", "forfeit-loss", "pab", "fpb", "hpb", "zpb"];
const WITH_OPPONENT = new Set(["win", "draw", "loss", "forfeit-win", "forfeit-loss"]);

const htmlLang = (document.documentElement.lang || "en").slice(0, 2);
const lang = STRINGS[htmlLang] ? htmlLang : htmlLang === "no" ? "nb" : "en"; // sent with every request
const S = STRINGS[lang];
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? ""));

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child);
  return node;
}

let call = null; // (request object) -> answer object; set when Python is ready
let setup = null; // what the reference offers: rule sets, lists, decision options, scoring systems

function showError(box, message) {
  box.textContent = message || "";
  box.hidden = !message;
}

function run(request, errorBox) {
  let answer;
  try {
    answer = call(request);
  } catch (error) { // a bug of ours: still shown on the page, never only in the console
    answer = {error: "tiebreak-ref: internal error: " + String(error && error.message || error)};
  }
  showError(errorBox, answer.error);
  return answer.error ? null : answer;
}

// A file made by the reference, saved by the browser: a Blob URL, nothing leaves the page.
function save(answer) {
  const url = URL.createObjectURL(new Blob([answer.text], {type: `${answer.mime};charset=utf-8`}));
  const link = el("a", {href: url, download: answer.filename, hidden: true});
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

function table(header, rows, options = {}) {
  return el("table", {class: "tb-table " + (options.class || ""), id: options.id},
    el("thead", {}, el("tr", {}, header.map((h) => el("th", {text: h})))),
    el("tbody", {}, rows));
}

function explanationView(answer) {
  return el("div", {class: "tb-explanation", "data-code": answer.code},
    el("p", {class: "tb-explanation-title"}, el("code", {text: answer.title})),
    table(answer.header, answer.rows.map((row) => el("tr", {}, row.map((cell) => el("td", {text: cell}))))));
}

const ruleName = (rules) => rules === "auto" ? S.auto : `${setup.rule_names[rules]} (${rules})`;

// ------------------------------------------------------------------------------------ whole tournament

function tournamentMode(section) {
  const state = {text: null, data: null, source: "pasted.trf", info: null, lists: [[]], rules: "auto", options: {},
                 afterRound: ""};
  const error = el("div", {id: "tb-error", class: "tb-error admonition failure", role: "alert", hidden: true});
  const summary = el("p", {id: "tb-summary", text: S.noFile});
  const notices = el("div", {id: "tb-notices"});
  const results = el("div", {id: "tb-results"});
  const downloads = el("div", {id: "tb-downloads", class: "tb-row tb-downloads", hidden: true});
  const crossBox = el("details", {id: "tb-crosstable", class: "tb-crosstable", hidden: true},
    el("summary", {text: S.crosstable}), el("div", {id: "tb-crosstable-body"}));
  const explanation = el("div", {id: "tb-explain", "aria-live": "polite"});
  const fileInput = el("input", {id: "tb-file", type: "file", accept: ".trf,.txt,text/plain"});
  const pasted = el("textarea", {id: "tb-trf", rows: 5, spellcheck: "false", placeholder: "012 …\n001    1 …"});
  const rules = el("select", {id: "tb-rules"}, setup.rules.map((r) => el("option", {value: r, text: ruleName(r)})));
  const preset = el("select", {id: "tb-preset"});
  const listsBox = el("div", {id: "tb-lists", class: "tb-lists"});
  const compareButton = el("button", {id: "tb-compare-add", type: "button", class: "md-button", text: S.compareAdd});

  function request(extra) {
    const source = {source: state.source};
    if (state.data !== null) source.data_b64 = state.data; else source.text = state.text;
    return {...source, rules: state.rules, options: state.options, after_round: state.afterRound, ...extra};
  }

  const effectiveRules = () => state.rules === "auto" ? (state.info ? state.info.rules : "fide-2026") : state.rules;

  function fileDefault() {
    const info = state.info;
    if (effectiveRules() === "uscf") return {key: "us-chess", codes: setup.presets["us-chess"]};
    if (info.file_list.length) return {key: "file", codes: info.file_list};
    return {key: info.round_robin ? "round-robin" : "open-swiss", codes: info.default_list};
  }

  function fillPresets() {
    preset.replaceChildren(el("option", {value: "", text: "—"}));
    if (state.info && state.info.file_list.length && effectiveRules() !== "uscf") {
      preset.append(el("option", {value: "file", text: S.presetFile}));
    }
    for (const key of setup.presets_for[effectiveRules()]) {
      preset.append(el("option", {value: key, text: `${S.presets[key]}: ${setup.presets[key].join(" ")}`}));
    }
  }

  function chooseDefaultList() {
    const {key, codes} = fileDefault();
    state.lists = state.lists.map(() => [...codes]);
    fillPresets();
    preset.value = key;
  }

  function load(source, text, data) {
    Object.assign(state, {source, text, data});
    const info = run(request({action: "info"}), error);
    state.info = info;
    explanation.replaceChildren();
    if (!info) { summary.textContent = ""; results.replaceChildren(); notices.replaceChildren(); crossBox.hidden = true;
                 downloads.hidden = true; return; }
    summary.textContent = fill(S.summary, {source: info.source, players: info.players, rounds: info.rounds,
                                           version: info.version});
    chooseDefaultList();
    drawLists();
    recompute();
  }

  function drawLists() {
    listsBox.replaceChildren(...state.lists.map((codes, index) => listEditor(codes, index)));
    compareButton.hidden = state.lists.length >= 3;
  }

  function listEditor(codes, index) {
    const letter = "ABC"[index];
    const items = codes.map((code, i) => {
      const move = (to) => { codes.splice(to, 0, codes.splice(i, 1)[0]); changed(); };
      const li = el("li", {class: "tb-code", draggable: "true", "data-code": code},
        el("span", {class: "tb-grip", "aria-hidden": "true", text: "⠿"}), el("code", {text: code}),
        el("button", {type: "button", class: "tb-up", title: S.up, "aria-label": `${S.up}: ${code}`, text: "↑",
                      disabled: i === 0, onclick: () => move(i - 1)}),
        el("button", {type: "button", class: "tb-down", title: S.down, "aria-label": `${S.down}: ${code}`, text: "↓",
                      disabled: i === codes.length - 1, onclick: () => move(i + 1)}),
        el("button", {type: "button", class: "tb-remove", title: S.remove, "aria-label": `${S.remove}: ${code}`,
                      text: "✕", onclick: () => { codes.splice(i, 1); changed(); }}));
      li.addEventListener("dragstart", (event) => {
        event.dataTransfer.setData("text/plain", `${index}:${i}`);
        event.dataTransfer.effectAllowed = "move";
      });
      li.addEventListener("dragover", (event) => { event.preventDefault(); li.classList.add("tb-over"); });
      li.addEventListener("dragleave", () => li.classList.remove("tb-over"));
      li.addEventListener("drop", (event) => {
        event.preventDefault();
        const [fromList, from] = event.dataTransfer.getData("text/plain").split(":").map(Number);
        if (fromList !== index || from === i) return;
        codes.splice(i, 0, codes.splice(from, 1)[0]);
        changed();
      });
      return li;
    });
    const input = el("input", {type: "text", class: "tb-add-code", size: 8, placeholder: "BH/C1", "aria-label": S.addCode});
    const add = () => {
      const code = input.value.trim();
      if (code) { codes.push(...code.split(/[\s,]+/).filter(Boolean)); changed(); }
    };
    input.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); add(); } });
    return el("div", {class: "tb-list-editor", "data-list": index},
      el("div", {class: "tb-list-head"}, el("strong", {text: state.lists.length > 1 ? `${letter}: ${S.list}` : S.list}),
        index > 0 ? el("button", {type: "button", class: "tb-list-remove", text: S.compareRemove,
                                  onclick: () => { state.lists.splice(index, 1); changed(); }}) : null),
      el("ol", {class: "tb-list", id: `tb-list-${index}`}, items),
      el("div", {class: "tb-add"}, input, el("button", {type: "button", class: "tb-add-button", text: S.add, onclick: add})));
  }

  // Every decision option of the reference (the command line's --set, --unrated-rating, --event), each with a
  // link to its decision on the guide's decisions page, and --after-round.
  function optionsPanel() {
    const control = (option) => {
      const attrs = {"data-option": option.name, id: `tb-option-${option.name}`};
      let input;
      if (option.kind === "bool") {
        input = el("input", {...attrs, type: "checkbox", checked: option.default});
        input.addEventListener("change", () => setOption(option, input.checked));
      } else if (option.kind === "choice") {
        input = el("select", attrs, option.choices.map((c) => el("option", {value: c, selected: c === option.default,
          text: c === option.default ? `${c} (${S.defaultValue})` : c})));
        input.addEventListener("change", () => setOption(option, input.value));
      } else {
        input = el("input", {...attrs, type: "text", inputmode: "numeric", size: 6, placeholder: S.none});
        input.addEventListener("change", () => setOption(option, input.value.trim()));
      }
      const id = (option.decision.match(/^([a-z][0-9]+)-/) || [])[1];
      const link = el("a", {class: "tb-decision", href: `../decisions/#${option.decision}`,
                            text: id ? `${S.decision} ${id.toUpperCase()}` : S.decision});
      return el("div", {class: "tb-option"}, el("label", {for: attrs.id}, S.optionLabels[option.name] || option.name),
        " ", input, " ", el("code", {text: option.name}), " (", link, ")");
    };
    const after = el("input", {id: "tb-after-round", type: "text", inputmode: "numeric", size: 4, placeholder: "—",
                               title: S.afterRoundHint});
    after.addEventListener("change", () => { state.afterRound = after.value.trim(); recompute(); });
    return el("details", {id: "tb-options", class: "tb-options"}, el("summary", {text: S.decisions}),
      setup.options.map(control),
      el("div", {class: "tb-option"}, el("label", {for: "tb-after-round"}, S.afterRound), " ", after, " ",
        el("code", {text: "--after-round"}), ` (${S.afterRoundHint})`));
  }

  function setOption(option, value) {
    if (value === option.default || (option.kind === "number" && value === "")) delete state.options[option.name];
    else state.options[option.name] = value;
    if (!state.info) return;
    if (option.name === "event" || option.name === "empty_round") { // the file is read (or its default list) anew
      const info = run(request({action: "info"}), error);
      if (info) state.info = info;
    }
    recompute();
  }

  function changed() { drawLists(); recompute(); }

  function valueButton(listIndex, row, code) {
    return el("button", {type: "button", class: "tb-value", "data-tpn": row.tpn, "data-code": code, "data-list": listIndex,
                         title: `${code}: ${row.name}`, text: row.values[code],
                         onclick: () => explain(listIndex, row.tpn, code)});
  }

  function standingsTable(result, listIndex, moved) {
    const header = [S.rank, S.tpn, S.name, S.rating, S.pts, ...result.tiebreaks];
    const rows = result.rows.map((row) => el("tr", {"data-tpn": row.tpn, class: moved.has(row.tpn) ? "tb-moved" : "",
                                                    title: moved.has(row.tpn) ? S.moved : undefined},
      el("td", {text: row.rank}), el("td", {text: row.tpn}), el("td", {text: row.name}),
      el("td", {text: row.rating ?? ""}), el("td", {text: row.points}),
      result.tiebreaks.map((code) => el("td", {}, valueButton(listIndex, row, code)))));
    const letter = state.lists.length > 1 ? `${"ABC"[listIndex]}: ` : "";
    return el("div", {class: "tb-standings", "data-list": listIndex},
      el("p", {class: "tb-caption"}, el("strong", {text: letter + fill(S.standings, {round: result.after_round, rules: result.rules})}),
        el("br"), el("code", {text: result.tiebreaks.join(" ") || "PTS"})),
      table(header, rows));
  }

  function drawNotices(answer) {
    notices.replaceChildren(...[...answer.notices, ...(answer.warnings || [])].map((w) => el("p", {class: "tb-warning", text: w})));
  }

  function drawDownloads() {
    const button = (what, format, label) => el("button", {type: "button", class: "md-button tb-download", "data-what": what,
      "data-format": format, text: `${label} (${format.toUpperCase()})`,
      onclick: () => { const answer = run(request({action: "download", what, format, tiebreaks: state.lists[0], lists: state.lists}), error);
                       if (answer) save(answer); }});
    downloads.replaceChildren(el("strong", {text: `${S.download}: `}),
      button("standings", "csv", S.downloadStandings), " ", button("standings", "html", S.downloadStandings), " ",
      ...(state.lists.length > 1 ? [button("compare", "csv", S.downloadCompare), " "] : []),
      button("crosstable", "csv", S.downloadCrosstable), " ", button("crosstable", "html", S.downloadCrosstable));
    downloads.hidden = false;
  }

  function drawCrosstable() {
    const body = document.getElementById("tb-crosstable-body");
    if (!crossBox.open || !state.info) return;
    const answer = run(request({action: "crosstable", tiebreaks: state.lists[0]}), error);
    body.replaceChildren(...(answer ? [table(answer.header, answer.rows.map((row) => el("tr", {"data-tpn": row[1]},
      row.map((cell) => el("td", {text: cell})))), {id: "tb-crosstable-table", class: answer.grid ? "tb-grid" : "tb-cross"})] : []));
  }

  function recompute() {
    if (!state.info) return;
    let answer;
    if (state.lists.length === 1) {
      answer = run(request({action: "standings", tiebreaks: state.lists[0]}), error);
      if (answer) results.replaceChildren(standingsTable(answer, 0, new Set()), el("p", {class: "tb-hint", text: S.clickHint}));
    } else {
      answer = run(request({action: "compare", lists: state.lists}), error);
      if (answer) {
        const moved = new Set(answer.moved);
        results.replaceChildren(el("div", {class: "tb-side-by-side", id: "tb-compare"},
          answer.lists.map((result, i) => standingsTable(result, i, moved))), el("p", {class: "tb-hint", text: S.clickHint}));
      }
    }
    if (!answer) { results.replaceChildren(); notices.replaceChildren(); downloads.hidden = true; crossBox.hidden = true; return; }
    drawNotices(answer);
    drawDownloads();
    crossBox.hidden = false;
    drawCrosstable();
  }

  function explain(listIndex, tpn, code) {
    const answer = run(request({action: "explain", tiebreaks: state.lists[listIndex], tpn, code}), error);
    explanation.replaceChildren(...(answer ? [explanationView(answer)] : []));
    if (answer) explanation.scrollIntoView({block: "nearest"});
  }

  fileInput.addEventListener("change", async () => {
    const file = fileInput.files[0];
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    load(file.name, null, btoa(binary)); // bytes, decoded by the reference exactly as the command line does
  });
  rules.addEventListener("change", () => {
    const wasUs = effectiveRules() === "uscf";
    state.rules = rules.value;
    explanation.replaceChildren();
    if (!state.info) return;
    if (wasUs !== (effectiveRules() === "uscf")) chooseDefaultList(); // FIDE codes are not US Chess systems
    else { const chosen = preset.value; fillPresets(); preset.value = [...preset.options].some((o) => o.value === chosen) ? chosen : ""; }
    changed();
  });
  preset.addEventListener("change", () => {
    if (!preset.value) return;
    state.lists[0] = preset.value === "file" ? [...state.info.file_list] : [...setup.presets[preset.value]];
    changed();
  });
  crossBox.addEventListener("toggle", drawCrosstable);
  compareButton.addEventListener("click", () => {
    state.lists.push([...state.lists[state.lists.length - 1]]);
    changed();
  });

  section.append(
    el("div", {class: "tb-row"},
      el("label", {}, S.file, el("br"), fileInput)),
    el("details", {class: "tb-paste"}, el("summary", {text: S.paste}), pasted,
      el("button", {id: "tb-use-pasted", type: "button", class: "md-button", text: S.usePasted,
                    onclick: () => load("pasted.trf", pasted.value, null)})),
    summary,
    el("div", {class: "tb-row"}, el("label", {}, S.rules, " ", rules), " ", el("label", {}, S.preset, " ", preset)),
    optionsPanel(), listsBox, compareButton, error, notices, results, downloads, crossBox, explanation);
  fillPresets();
  drawLists();
}

// ------------------------------------------------------------------------------------------ one player

function onePlayerMode(section) {
  const rows = EXAMPLE_ROUNDS.map(([kind, score]) => ({kind, score}));
  const firstSystem = Object.keys(setup.scoring_systems)[0];
  const state = {scoring: firstSystem, points: {...setup.scoring_systems[firstSystem]}, editions: new Set(setup.editions)};
  const error = el("div", {id: "tb-player-error", class: "tb-error admonition failure", role: "alert", hidden: true});
  const body = el("tbody", {});
  const output = el("div", {id: "tb-player-values"});
  const explanation = el("div", {id: "tb-player-explain", "aria-live": "polite"});
  let timer = null;

  function drawRows() {
    body.replaceChildren(...rows.map((row, i) => {
      const kind = el("select", {class: "tb-kind", "aria-label": `${S.round} ${i + 1}: ${S.kind}`},
        KINDS.map((k) => el("option", {value: k, text: S.kinds[k], selected: k === row.kind})));
      const score = el("input", {type: "text", class: "tb-opp-score", inputmode: "decimal", size: 5, value: row.score,
                                 "aria-label": `${S.round} ${i + 1}: ${S.oppScore}`, disabled: !WITH_OPPONENT.has(row.kind)});
      kind.addEventListener("change", () => { row.kind = kind.value; score.disabled = !WITH_OPPONENT.has(row.kind); soon(); });
      score.addEventListener("input", () => { row.score = score.value; soon(); });
      return el("tr", {"data-round": i + 1}, el("td", {text: i + 1}), el("td", {}, kind), el("td", {}, score),
        el("td", {}, el("button", {type: "button", class: "tb-remove-round", title: S.remove, "aria-label": `${S.remove}: ${S.round} ${i + 1}`,
                                   text: "✕", onclick: () => { rows.splice(i, 1); drawRows(); soon(); }})));
    }));
  }

  // The scoring system: one of the reference's (1-½-0, 3-1-0) or the points of each result (ScoringSystem's fields).
  const scoringFields = el("div", {id: "tb-scoring-fields", class: "tb-row", hidden: true});
  const scoring = el("select", {id: "tb-scoring"},
    Object.keys(setup.scoring_systems).map((name) => el("option", {value: name, text: name})),
    el("option", {value: "custom", text: S.custom}));
  function drawScoringFields() {
    scoringFields.replaceChildren(...setup.scoring_fields.map((field) => {
      const input = el("input", {type: "text", size: 3, inputmode: "decimal", "data-field": field, value: state.points[field]});
      input.addEventListener("input", () => { state.points[field] = input.value; soon(); });
      return el("label", {class: "tb-points"}, S.kinds[field.replace("_", "-")] || field, " ", input);
    }));
  }
  scoring.addEventListener("change", () => {
    if (scoring.value !== "custom") state.points = {...setup.scoring_systems[scoring.value]};
    else drawScoringFields();
    state.scoring = scoring.value;
    scoringFields.hidden = scoring.value !== "custom";
    soon();
  });
  const shown = el("span", {id: "tb-player-rules"}, setup.one_player_rules.map((rules) => {
    const box = el("input", {type: "checkbox", "data-rules": rules, checked: state.editions.has(rules)});
    box.addEventListener("change", () => { if (box.checked) state.editions.add(rules); else state.editions.delete(rules); soon(); });
    return el("label", {class: "tb-rules-choice"}, box, " ", rules);
  }));

  function request(extra) {
    return {rounds: rows.map((row) => [row.kind, WITH_OPPONENT.has(row.kind) ? row.score : ""]),
            scoring: state.scoring === "custom" ? {...state.points} : state.scoring,
            editions: setup.one_player_rules.filter((r) => state.editions.has(r)), ...extra};
  }

  function soon() { clearTimeout(timer); timer = setTimeout(recompute, 120); }

  function recompute() {
    if (!call) return;
    const answer = run(request({action: "one_player"}), error);
    explanation.replaceChildren();
    if (!answer) { output.replaceChildren(); return; }
    const cell = (code, rules, value) => el("td", {}, value === null ? "" : el("button", {type: "button", class: "tb-value",
      "data-code": code, "data-rules": rules, text: value, onclick: () => explain(code, rules)}));
    const lines = Object.entries(answer.values).map(([code, values]) => {
      const differs = new Set(Object.values(values).filter((v) => v !== null)).size > 1;
      return el("tr", {"data-code": code, class: differs ? "tb-moved" : "", title: differs ? S.differs : undefined},
        el("td", {}, el("code", {text: code})), answer.editions.map((rules) => cell(code, rules, values[rules])));
    });
    output.replaceChildren(el("p", {id: "tb-player-score", text: fill(S.score, {score: answer.score, rounds: answer.rounds})}),
      table([S.code, ...answer.editions.map(ruleName)], lines, {class: "tb-variants"}), el("p", {class: "tb-hint", text: S.clickHint}));
  }

  function explain(code, rules) {
    const answer = run(request({action: "one_player_explain", code, rules}), error);
    explanation.replaceChildren(...(answer ? [explanationView(answer)] : []));
  }

  section.append(
    el("div", {class: "tb-row"}, el("label", {}, S.scoring, " ", scoring), " ", el("span", {}, `${S.shownRules}: `, shown)),
    scoringFields,
    table([S.round, S.kind, S.oppScore, ""], [], {class: "tb-rounds"}),
    el("div", {class: "tb-row"},
      el("button", {id: "tb-add-round", type: "button", class: "md-button", text: S.addRound,
                    onclick: () => { rows.push({kind: "draw", score: ""}); drawRows(); soon(); }}), " ",
      el("button", {id: "tb-clear-rounds", type: "button", class: "md-button", text: S.clear,
                    onclick: () => { rows.splice(0, rows.length, {kind: "win", score: ""}); drawRows(); soon(); }})),
    error, output, explanation);
  section.querySelector(".tb-rounds").replaceChild(body, section.querySelector(".tb-rounds tbody"));
  drawRows();
  return recompute;
}

// ------------------------------------------------------------------------------------------ start-up

async function start() {
  const status = el("p", {id: "tb-status", class: "tb-status", role: "status", "data-state": "loading"});
  const tabs = el("div", {class: "tb-tabs", role: "tablist"});
  const sections = {tournament: el("section", {id: "tb-mode-tournament", class: "tb-mode"}),
                    player: el("section", {id: "tb-mode-player", class: "tb-mode", hidden: true})};
  for (const [key, label] of [["tournament", S.tournament], ["player", S.onePlayer]]) {
    tabs.append(el("button", {type: "button", role: "tab", id: `tb-tab-${key}`, "aria-selected": String(key === "tournament"),
      text: label, onclick: () => {
        for (const [other, section] of Object.entries(sections)) {
          section.hidden = other !== key;
          document.getElementById(`tb-tab-${other}`).setAttribute("aria-selected", String(other === key));
        }
      }}));
  }
  root.replaceChildren(status, tabs, sections.tournament, sections.player);
  const started = performance.now();
  const manifestUrl = new URL("manifest.json", import.meta.url);
  const timing = {};
  window.tbCalculator = {timing, ready: false};
  const slow = setTimeout(() => { if (!call) status.textContent += " " + S.slow; }, 45000);
  try {
    const manifest = await (await fetch(manifestUrl)).json();
    status.textContent = fill(S.loading, {mb: (manifest.total_bytes / 1e6).toFixed(1)});
    const base = new URL(manifest.pyodide_dir, manifestUrl);
    const {loadPyodide} = await import(new URL("pyodide.mjs", base).href);
    const py = await loadPyodide({indexURL: base.href});
    timing.interpreter = performance.now() - started;
    await py.loadPackage(new URL(manifest.wheel, manifestUrl).href, {messageCallback: () => {}, errorCallback: () => {}});
    const handle = py.pyimport("tiebreak_ref.web.calculator").handle;
    call = (request) => JSON.parse(handle(JSON.stringify({lang, ...request}))); // the page's language, every request
    const version = py.runPython("import sys, tiebreak_ref; f'{tiebreak_ref.__version__} {sys.version.split()[0]}'").split(" ");
    setup = call({action: "setup"});
    if (setup.error) throw new Error(setup.error);
    tournamentMode(sections.tournament);
    const recomputePlayer = onePlayerMode(sections.player);
    recomputePlayer();
    timing.ready = performance.now() - started;
    Object.assign(window.tbCalculator, {ready: true, python: version[1], bytes: manifest.total_bytes});
    status.dataset.state = "ready";
    status.textContent = fill(S.ready, {version: version[0], python: version[1], pyodide: manifest.pyodide,
                                        seconds: (timing.ready / 1000).toFixed(1)});
  } catch (error) {
    status.dataset.state = "failed";
    status.textContent = fill(S.failed, {error: String(error && error.message || error)});
  } finally {
    clearTimeout(slow);
  }
}

if (root) start();
