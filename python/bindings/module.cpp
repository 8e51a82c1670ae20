// adaptoid._core: variants, states and turns over the library's own types (docs/library.md).
#include "bindings.hpp"

#include <adaptoid/core/variant_options.hpp>
#include <adaptoid/render/position_caption.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

namespace adaptoid::python {

RulesHandle load(std::string_view name_or_path) {
  return std::make_shared<GameRules>(value_or_raise(load_variant(name_or_path)));
}

namespace {

py::object option_value(const VariantOption& option, const Variant& v) {
  const int64_t value = option.get(v);
  if (option.type == OptionType::Boolean) return py::bool_(value != 0);
  if (option.type == OptionType::Choice) return py::str(std::string(option.choices.at(value ? 1 : 0)));
  return py::int_(value);
}

// Every scalar option that applies to the variant, by its key ("supply.legs"), with the game and
// the player count; the structured ones (board, start, prey, setup) are in the TOML text.
py::dict options(const Variant& v) {
  py::dict d;
  d["game"] = std::string(family_traits(v).name);
  d["players"] = v.players;
  for (const VariantOption& option : variant_options()) {
    if (option.type == OptionType::Structured || !option.get || !option_applies(option, v.family, v.players))
      continue;
    d[py::str(std::string(option.key))] = option_value(option, v);
  }
  return d;
}

GameState start_state(const RulesHandle& r, std::optional<uint64_t> seed) {
  const Variant& v = *r->variant;
  if (seed && !seed_chooses_start(v))
    throw InputFailure("seed: " + v.name + " has no random start (only Quantum Leap does)");
  return {r, make_start(r->variant, seed.value_or(default_seed(v)))};
}

GameState state_from_text(const RulesHandle& r, const std::string& text) {
  return {r, value_or_raise(parse_position(r->variant, text))};
}

void bind_variant(py::module_& m) {
  py::class_<GameRules, RulesHandle>(m, "Variant", "A variant's rules (built-in or from TOML), immutable")
      .def(py::init(&load), py::arg("name_or_path"), "A built-in variant's name or a .toml file's path")
      .def_static(
          "from_toml",
          [](const std::string& text, const std::string& name, const std::string& base_dir) {
            return std::make_shared<GameRules>(
                value_or_raise(load_variant_text(text, name, name + ".toml", base_dir)));
          },
          py::arg("text"), py::arg("name") = "custom", py::arg("base_dir") = "",
          "A variant from TOML text; a `base` is looked for in base_dir, then among the built-ins")
      .def_property_readonly("name", [](const GameRules& r) { return r.variant->name; })
      .def_property_readonly("family",
                             [](const GameRules& r) { return std::string(family_traits(*r.variant).name); })
      .def_property_readonly("players", [](const GameRules& r) { return r.variant->players; })
      .def_property_readonly("options", [](const GameRules& r) { return options(*r.variant); })
      .def_property_readonly("cells",
                             [](const GameRules& r) {
                               std::vector<std::string> names;
                               for (int c = 0; c < r.variant->board.size(); ++c)
                                 names.push_back(r.variant->board.name(c));
                               return names;
                             })
      .def_property_readonly("num_distinct_actions", [](const GameRules& r) { return r.actions.size(); })
      .def_property_readonly("move_parts", [](const GameRules& r) { return r.actions.move_parts; })
      .def_property_readonly("grow_parts", [](const GameRules& r) { return r.actions.grow_parts; })
      .def_property_readonly("observation_shape",
                             [](const GameRules& r) {
                               const ObservationLayout& o = r.observation;
                               return py::make_tuple(o.planes, o.rows, o.columns);
                             })
      .def_property_readonly("observation_planes",
                             [](const GameRules& r) { return r.observation.plane_names; })
      .def(
          "toml", [](const GameRules& r) { return variant_to_toml(*r.variant); },
          "The variant as TOML, no base")
      .def("start", &start_state, py::arg("seed") = py::none(),
           "The start; a seed chooses a Quantum Leap setup (default: the variant's seed)")
      .def("state", &state_from_text, py::arg("position"), "A position in the notation")
      .def("__eq__",
           [](const GameRules& a, const GameRules& b) { return same_rules(*a.variant, *b.variant); })
      .def("__hash__", [](const GameRules& r) { return py::hash(py::str(r.variant->name)); })
      .def("__repr__", [](const GameRules& r) { return "adaptoid.Variant('" + r.variant->name + "')"; });
  m.def("builtin_variants", &builtin_variant_names, "The built-in variants' names");
}

py::object winner_of(const Status& s) {
  return s.winner ? py::object(py::int_(*s.winner)) : py::object(py::none());
}

std::vector<double> returns_of(const Variant& v, const Status& s) {
  // Zero-sum: the winner +1, each other player -1/(players-1); a draw or a game going on 0.
  std::vector<double> r(static_cast<size_t>(v.players), 0.0);
  if (!s.winner) return r;
  for (Colour c = 0; c < v.players; ++c)
    r[static_cast<size_t>(c)] = c == *s.winner ? 1.0 : -1.0 / (v.players - 1);
  return r;
}

Turn turn_of(const GameState& s, const py::handle& turn) {
  if (py::isinstance<py::str>(turn)) return s.turn_of_text(turn.cast<std::string>());
  return s.turn_of_action(turn.cast<int64_t>());
}

py::array_t<float> observation(const GameState& s) {
  const ObservationLayout& o = s.rules()->observation;
  py::array_t<float> a({o.planes, o.rows, o.columns});
  s.observe(a.mutable_data());
  return a;
}

void bind_state_queries(py::class_<GameState>& c) {
  c.def_property_readonly("variant",
                          [](const GameState& s) { return std::const_pointer_cast<GameRules>(s.rules()); })
      .def_property_readonly(
          "current_player", [](const GameState& s) { return s.position().side(); },
          "The colour to move (0 white, 1 black, 2 red, ...), also when the game is over")
      .def_property_readonly("turn_number", [](const GameState& s) { return s.position().turn_number(); })
      .def_property_readonly(
          "key", [](const GameState& s) { return s.position().key(); }, "The Zobrist key")
      .def("is_over", [](const GameState& s) { return s.status().over; })
      .def(
          "winner", [](const GameState& s) { return winner_of(s.status()); }, "The winning colour, or None")
      .def("returns", [](const GameState& s) { return returns_of(s.variant(), s.status()); })
      .def("status",
           [](const GameState& s) {
             const Status st = s.status();
             py::dict d;
             d["over"] = st.over;
             d["winner"] = winner_of(st);
             d["drawn"] = st.drawn();
             d["reason"] = status_line(s.variant(), st);
             return d;
           })
      .def("legal_turns",
           [](const GameState& s) {
             std::vector<std::string> out;
             for (const Turn& t : s.legal_turns()) out.push_back(format_turn(s.variant(), t));
             return out;
           })
      .def("legal_actions", &GameState::legal_actions, "The legal turns' actions, in the game's order")
      .def("turn_to_action",
           [](const GameState& s, const std::string& t) {
             return s.rules()->actions.encode(s.turn_of_text(t));
           })
      .def("action_to_turn",
           [](const GameState& s, int64_t a) { return format_turn(s.variant(), s.turn_of_action(a)); })
      .def("observation", &observation, "The observation planes: numpy float32 (planes, rows, columns)")
      .def("__str__", [](const GameState& s) { return format_position(s.variant(), s.position()); })
      .def("__repr__",
           [](const GameState& s) {
             return "adaptoid.State('" + format_position(s.variant(), s.position()) + "')";
           })
      .def("__eq__",
           [](const GameState& a, const GameState& b) {
             return a.position() == b.position() && same_rules(a.variant(), b.variant());
           })
      .def("__hash__", [](const GameState& s) { return s.position().key(); });
}

void bind_state(py::module_& m) {
  py::class_<GameState> c(m, "State", "A position of a variant, played on turn by turn (with undo)");
  c.def(py::init(&state_from_text), py::arg("variant"), py::arg("position"));
  bind_state_queries(c);
  c.def(
       "apply", [](GameState& s, const py::handle& turn) { s.apply(turn_of(s, turn)); }, py::arg("turn"),
       "Plays a legal turn, given as text or as an action")
      .def(
          "apply_action", [](GameState& s, int64_t a) { s.apply(s.turn_of_action(a)); }, py::arg("action"))
      .def("undo", &GameState::undo, "Takes back the last turn applied")
      .def("clone", [](const GameState& s) { return s; })
      .def("__copy__", [](const GameState& s) { return s; })
      .def("__deepcopy__", [](const GameState& s, py::dict) { return s; });
}

}  // namespace

}  // namespace adaptoid::python

PYBIND11_MODULE(_core, m) {
  using namespace adaptoid::python;
  m.doc() = "The Adaptoid toolkit's rules library (docs/library.md)";
  py::register_exception<InputFailure>(m, "AdaptoidError", PyExc_ValueError);
  bind_variant(m);
  bind_state(m);
  bind_tools(m);
}
