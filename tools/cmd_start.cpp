// adaptoid start --variant V [--seed S]: the start position.
#include "cli.hpp"

#include <iostream>

namespace adaptoid::cli {

void add_start(CLI::App& app) {
  struct Options {
    Subject subject;
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("start", "Print a variant's start position");
  cmd->add_option("--variant,-v", o->subject.variant_name, "A built-in variant or a .toml file")->required();
  o->subject.add_seed_to(*cmd);
  cmd->add_flag("--json", o->json, "Print JSON");
  cmd->callback([o] {
    const Loaded in = load(o->subject);
    const std::string text = format_position(*in.variant, in.position);
    if (o->json) {
      nlohmann::ordered_json j{{"variant", in.variant->name}, {"position", text}};
      if (seed_chooses_start(*in.variant)) j["seed"] = in.seed;
      print_json(j);
    } else {
      std::cout << text << "\n";
    }
  });
}

}  // namespace adaptoid::cli
