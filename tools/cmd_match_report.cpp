// adaptoid match's report: the results table (or JSON), the Elo difference and the SPRT state.
#include "cli.hpp"

#include <adaptoid/play/match.hpp>

#include <fmt/format.h>
#include <cmath>
#include <iostream>

namespace adaptoid::cli {

namespace {

std::string wdl_text(const WinDrawLoss& r) {
  return fmt::format("{}/{}/{}", r.wins, r.draws, r.losses);
}

nlohmann::ordered_json wdl_json(const WinDrawLoss& r) {
  return {{"wins", r.wins}, {"draws", r.draws}, {"losses", r.losses}};
}

// Elo values are infinite after a clean sweep: JSON has no infinity, so null.
nlohmann::ordered_json elo_json(double x) {
  if (!std::isfinite(x)) return nullptr;
  return std::round(x * 10) / 10;
}

std::string elo_text(double x) {
  if (!std::isfinite(x)) return x > 0 ? "+inf" : "-inf";
  return fmt::format("{:+.1f}", x);
}

std::string sprt_params_text(const SprtParams& p) {
  return fmt::format("elo0 {:g}, elo1 {:g}, alpha {:g}, beta {:g}", p.elo0, p.elo1, p.alpha, p.beta);
}

void print_table(const MatchOptions& o, const MatchResult& r) {
  const int n = o.variant->players;
  std::string head = fmt::format("{:<28} {:>7} {:>11}", "player", "score", "W/D/L");
  for (int c = 0; c < n; ++c) head += fmt::format(" {:>11}", "as " + std::string(colour_name(c)));
  std::cout << head << "\n";
  for (int i = 0; i < n; ++i) {
    const PlayerStats& p = r.stats.players[static_cast<size_t>(i)];
    std::string line = fmt::format("{:<28} {:>6.1f}% {:>11}",
                                   std::to_string(i + 1) + " " + o.players[static_cast<size_t>(i)].text(),
                                   100 * p.score(), wdl_text(p.total));
    for (const WinDrawLoss& seat : p.by_seat) line += fmt::format(" {:>11}", wdl_text(seat));
    std::cout << line << "\n";
  }
  std::cout << fmt::format("games: {} of {}{}; mean length {:.1f} plies\n", r.stats.games, r.games,
                           r.stopped_early ? " (stopped: the SPRT decided)" : "", r.stats.mean_plies());
  if (r.elo)
    std::cout << fmt::format("Elo of {} against {}: {} (95%: {} to {})\n", o.players[0].text(),
                             o.players[1].text(), elo_text(r.elo->elo), elo_text(r.elo->lower),
                             elo_text(r.elo->upper));
  if (r.sprt)
    std::cout << fmt::format("SPRT ({}): LLR {:.2f} (bounds {:.2f}, {:.2f}): {}\n", sprt_params_text(*o.sprt),
                             r.sprt->llr, r.sprt->lower, r.sprt->upper, r.sprt->text());
}

nlohmann::ordered_json report_json(const MatchOptions& o, const MatchResult& r) {
  nlohmann::ordered_json j;
  j["variant"] = o.variant->name;
  j["seed"] = o.seed;
  j["games"] = r.games;
  j["finished"] = r.stats.games;
  j["played"] = r.played;
  j["resumed"] = r.resumed;
  j["stopped_early"] = r.stopped_early;
  j["mean_plies"] = r.stats.mean_plies();
  j["players"] = nlohmann::ordered_json::array();
  for (size_t i = 0; i < r.stats.players.size(); ++i) {
    const PlayerStats& p = r.stats.players[i];
    nlohmann::ordered_json player = {{"player", o.players[i].text()}, {"score", p.score()}};
    player.update(wdl_json(p.total));
    nlohmann::ordered_json seats;
    for (size_t c = 0; c < p.by_seat.size(); ++c)
      seats[std::string(colour_name(static_cast<Colour>(c)))] = wdl_json(p.by_seat[c]);
    player["by_seat"] = seats;
    j["players"].push_back(player);
  }
  if (r.elo)
    j["elo"] = {
        {"elo", elo_json(r.elo->elo)}, {"lower", elo_json(r.elo->lower)}, {"upper", elo_json(r.elo->upper)}};
  if (r.sprt)
    j["sprt"] = {{"elo0", o.sprt->elo0},   {"elo1", o.sprt->elo1},   {"alpha", o.sprt->alpha},
                 {"beta", o.sprt->beta},   {"llr", r.sprt->llr},     {"lower", r.sprt->lower},
                 {"upper", r.sprt->upper}, {"state", r.sprt->text()}};
  return j;
}

}  // namespace

void print_match_report(const MatchOptions& o, const MatchResult& r, bool json) {
  if (json)
    print_json(report_json(o, r));
  else
    print_table(o, r);
}

}  // namespace adaptoid::cli
