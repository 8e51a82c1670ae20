// Sections 3 to 5 of the page: self-play statistics with their charts, the exact results (with
// what the small boards carried and what not) beside the self-play numbers, and the verdict.
#include <adaptoid/report/page/html_report.hpp>
#include <adaptoid/report/page/svg_chart.hpp>
#include <adaptoid/report/text/report_text.hpp>
#include <adaptoid/report/verdict/glance.hpp>

#include <algorithm>

namespace adaptoid::html {

namespace {

std::string row(const std::string& what, const std::string& value) {
  return "<tr><th>" + escape_xml(what) + "</th>" + cell(value, "num") + "</tr>";
}

std::string outcome_chart(const VariantStudy& s) {
  const SelfPlaySummary& p = s.summary;
  std::vector<Bar> bars;
  for (Colour c : s.variant->turn_order) {
    const Share& w = p.wins[static_cast<size_t>(c)];
    bars.push_back({colour_title(c), w.value(), w.lower, w.upper});
  }
  bars.push_back({"draw", p.draws.value(), p.draws.lower, p.draws.upper});
  return bar_chart_svg("outcomes", "Wins by seat (turn order), draws", bars);
}

std::string numbers_table(const VariantStudy& s) {
  const SelfPlaySummary& p = s.summary;
  std::string out =
      "<table class=\"numbers\">" +
      row("games", std::to_string(p.games) + " (" + std::to_string(s.play.resumed) + " resumed)");
  for (Colour c : s.variant->turn_order)
    out += row(colour_title(c) + " wins", share_text(p.wins[static_cast<size_t>(c)]));
  out += row("draws", share_text(p.draws)) + row("turn-cap endings", share_text(p.capped)) +
         row("plies a game", mean_text(p.length)) +
         row("winner leads for good after",
             p.decided.n ? percent_text(p.decided) + " of the game" : "(no won game)") +
         row("lead changes a game", mean_text(p.leads));
  return out + "</table>";
}

std::string rules_table(const SelfPlaySummary& p) {
  std::string out =
      "<table class=\"rule-firing\"><tr><th>event</th><th>rule</th><th>times</th><th>games</th></tr>";
  for (const RuleTally& t : p.rules) {
    const bool cannot = !t.event.cannot.empty() && t.fired == 0;
    const bool never = t.fired == 0 && !cannot;
    out += std::string("<tr") +
           (never    ? " class=\"flag never-fired\""
            : cannot ? " class=\"cannot-fire\""
                     : "") +
           ">" + cell(t.event.name) + cell(t.event.rule) + cell(std::to_string(t.fired), "num") +
           cell(std::to_string(t.games) + " of " + std::to_string(p.games) +
                    (never    ? " — never fired"
                     : cannot ? " — cannot fire on this board"
                              : ""),
                "num") +
           "</tr>";
  }
  return out + "</table>";
}

std::string self_play_column(const VariantStudy& s) {
  const SelfPlaySummary& p = s.summary;
  return numbers_table(s) + outcome_chart(s) +
         histogram_svg("lengths", "Game length", p.length_histogram, "plies") + rules_table(p);
}

std::string listed(const std::string& what, const std::vector<std::string>& items, const std::string& cls) {
  if (items.empty()) return "";
  std::string out = "<p class=\"" + cls + "\">" + escape_xml(what) + ":</p><ul class=\"" + cls + "\">";
  for (const std::string& i : items) out += "<li>" + escape_xml(i) + "</li>";
  return out + "</ul>";
}

// Whether the small boards carried anything of the variant: when they lost its board or an
// option, they are other games, said plainly, and the verdict does not count them.
std::string carried_note(const VariantStudy& s) {
  bool any = false, all = true;
  for (const ExactResult& e : s.exact) {
    if (!e.solved) continue;
    any = true;
    all = all && exact_carries_variant(e);
  }
  if (!any || all) return "";
  std::string nothing = "<p class=\"carries-nothing warning\">";
  const bool none = std::none_of(s.exact.begin(), s.exact.end(),
                                 [](const ExactResult& e) { return e.solved && exact_carries_variant(e); });
  nothing += none ? "The small boards could not carry this variant"
                  : "Some small boards could not carry this variant";
  return nothing +
         " (see \"not carried\" below): what they solve is another game, and the verdict does not count "
         "it.</p>";
}

std::string exact_column(const Report& r, const VariantStudy& s) {
  std::string out =
      carried_note(s) +
      "<table class=\"exact\"><tr><th>board</th><th>cells</th><th>size</th><th>start, perfect play</th></tr>";
  for (const ExactResult& e : s.exact) {
    const std::string board = e.own ? "the variant as written" : e.reference.empty() ? "—" : e.reference;
    out += "<tr>" + cell(board) + cell(std::to_string(e.cells), "num") +
           cell(e.solved ? std::to_string(e.positions) + " " + e.unit : "—", "num") +
           cell(e.solved ? e.start : e.note) + "</tr>";
  }
  out += "</table>";
  for (const ExactResult& e : s.exact) {
    if (e.own) continue;
    out += listed(e.reference + ": carried", e.carried, "carried");
    out += listed(e.reference + ": not carried (so this is another game than the variant)", e.not_carried,
                  "not-carried");
  }
  for (const ExactResult& e : s.exact) {
    if (!e.starts || e.starts->starts == 0) continue;
    const int n = static_cast<int>(e.starts->starts);
    const Share without = share_of(static_cast<int>(e.starts->white_wins_without_swap), n);
    const Share with = share_of(static_cast<int>(e.starts->white_wins_with_swap), n);
    out += "<p>" + (e.own ? std::string("The variant as written") : e.reference) + ", random starts 1–" +
           std::to_string(n) + ", perfect play: the first player (White) wins <b>" + share_text(without) +
           "</b> without the swap and <b>" + share_text(with) +
           "</b> when Black swaps as well as possible.</p>" +
           bar_chart_svg("swap-" + std::to_string(e.cells),
                         "First player's wins, perfect play, " + (e.own ? s.variant->name : e.reference),
                         {{"no swap", without.value(), without.lower, without.upper},
                          {"with swap", with.value(), with.lower, with.upper}});
  }
  if (s.summary.games > 0) {
    const Colour first = s.variant->turn_order[0];
    out += "<p>Self-play on the variant's own board: " + colour_title(first) + " (first to move) wins " +
           share_text(s.summary.wins[static_cast<size_t>(first)]) + " of " + std::to_string(s.summary.games) +
           " games (players " + escape_xml(r.players.front()) + ").</p>";
  }
  return out;
}

}  // namespace

std::string self_play_section(const Report& r) {
  std::string out = "<section id=\"self-play\"><h2>3. Self-play</h2>";
  out +=
      "<p>Every seat order is played equally often; Adaptoid games open with 2 random plies, Quantum Leap "
      "games "
      "from a random start each. A game still going after " +
      std::to_string(r.max_plies) + " plies is drawn at the turn cap.</p>";
  out += columns(r, self_play_column);
  std::vector<Series> series{{r.subject.variant->name, r.subject.summary.branching}};
  if (r.against) series.push_back({r.against->variant->name + " (base)", r.against->summary.branching});
  out += line_chart_svg("branching", "Branching factor along the game", series, "ply", "legal turns");
  out +=
      "<p class=\"meta\">Decisiveness: the share of a won game played before its winner took the lead for "
      "good by "
      "the engine's static evaluation (0: it led from the first position). A lead change: the evaluation's "
      "leader changed from one position to the next.</p>";
  return out + "</section>\n";
}

std::string exact_section(const Report& r) {
  std::string out = "<section id=\"exact\"><h2>5. Exact results (perfect play)</h2>";
  out +=
      "<p>The variant as written, solved whole by retrograde analysis where its board has at most " +
      std::to_string(kOwnBoardCells) +
      " cells and the solve fits; otherwise the small built-in boards with every option of the variant that "
      "can be carried (the goal scaled, the start's shape, holes and stacks where the small board has those "
      "cells) and a list of what was not. Perfect play and the engine's self-play answer different "
      "questions: the "
      "engine sees a few thousand positions a turn on a larger board, so its seat balance shows what players "
      "of its strength meet, not the game's value.</p>";
  out += columns(r, [&](const VariantStudy& s) { return exact_column(r, s); });
  return out + "</section>\n";
}

std::string verdict_section(const Report& r) {
  const auto items = [](const std::vector<VerdictFinding>& findings) {
    std::string out;
    for (const VerdictFinding& f : findings)
      out +=
          std::string("<li") + (f.warning ? " class=\"warning\"" : "") + ">" + escape_xml(f.text) + "</li>";
    return out + "</ul>";
  };
  std::string out =
      "<section id=\"verdict\"><h2>6. Every finding</h2><ul class=\"verdict\">" + items(r.verdict);
  if (r.against)
    out += "<h3>Significant differences from " + escape_xml(r.against->variant->name) +
           "</h3><ul class=\"differences\">" + items(r.differences);
  return out + "</section>\n";
}

}  // namespace adaptoid::html
