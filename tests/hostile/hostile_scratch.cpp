// The hostile cases' files (hostile_scratch.hpp). Every name below is what cases.txt refers to.
#include "hostile_scratch.hpp"

#include "../support/resealed_table.hpp"

#include <adaptoid/puzzle/puzzle_batch.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>
#include <adaptoid/tables/retro_table_io.hpp>
#include <adaptoid/tables/table_map.hpp>

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <sstream>

namespace adaptoid::hostile {

namespace fs = std::filesystem;

namespace {

// In one read of the file's size: every case reads the fixture tables (~7 MB), and a byte at a time
// through stream iterators that took a fifth of a sanitized case's CPU.
std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  std::string text(in ? static_cast<size_t>(in.tellg()) : 0, '\0');
  in.seekg(0);
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<size_t>(in.gcount()));
  return text;
}

void put(const std::string& path, const std::string& text) {
  fs::create_directories(fs::path(path).parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

// A file of `bytes` bytes that takes no disk: the reader must refuse it by its size.
bool sparse(const std::string& path, off_t bytes) {
  fs::create_directories(fs::path(path).parent_path());
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return false;
  const bool ok = ::ftruncate(fd, bytes) == 0;
  ::close(fd);
  return ok;
}

bool fifo(const std::string& path) {
  fs::create_directories(fs::path(path).parent_path());
  return ::mkfifo(path.c_str(), 0600) == 0;
}

using testing::resealed;

// The offset of a table's body (what follows magic, version, scheme, name, variant text, hash).
size_t body_offset(const std::string& t) {
  size_t at = 12;
  for (int field = 0; field < 3; ++field) {
    uint64_t n = 0;
    std::memcpy(&n, t.data() + at, 8);
    at += 8 + n;
  }
  return at + 8;
}

// A dense table (tables/dense_table.hpp) and copies with one field of its body changed: the
// index's version, its size, the start's number, and the start's byte made a solver's mark.
void make_dense_tables(const std::string& dir, const std::string& table) {
  put(dir + "/a7d.tb", table);
  const auto with = [&](const std::string& name, const std::function<void(std::string&, size_t)>& edit) {
    put(dir + "/a7d-" + name + ".tb", resealed(table, [&](std::string& t) { edit(t, body_offset(t)); }));
  };
  with("version", [](std::string& t, size_t at) { t[at] = 99; });
  with("numbers", [](std::string& t, size_t at) { t[at + 4] ^= 0x01; });
  with("start", [](std::string& t, size_t at) { std::memset(t.data() + at + 13, 0xFF, 8); });
  with("mark", [](std::string& t, size_t at) {
    uint64_t start = 0;
    std::memcpy(&start, t.data() + at + 13, 8);
    t[at + 45 + start] = static_cast<char>(253);
  });
}

void make_tables(const std::string& dir, const std::string& fixtures) {
  const std::string table = read_all(fixtures + "/ql7.tb");
  put(dir + "/t.tb", table);
  put(dir + "/t-trunc.tb", table.substr(0, table.size() / 2));
  std::string flipped = table;
  flipped[flipped.size() / 2] ^= 0x10;
  put(dir + "/t-flip.tb", flipped);
  std::string version = table;
  version[8] = 99;
  put(dir + "/t-version.tb", version);
  put(dir + "/t-magic.tb", "ADAPTTB0" + table.substr(8));
  put(dir + "/t-header-only.tb", table.substr(0, 20));
  // The right magic and version, then 100 GiB of holes: refused by its size, never read whole.
  put(dir + "/t-sparse.tb", table.substr(0, 12));
  ::truncate((dir + "/t-sparse.tb").c_str(), off_t{100} << 30);
  // A variant text length of 2^63: the header reader must not allocate or wrap.
  put(dir + "/t-textlen.tb", resealed(table, [](std::string& t) {
        uint64_t scheme = 0;
        std::memcpy(&scheme, t.data() + 12, 8);
        const uint64_t huge = uint64_t{1} << 63;
        std::memcpy(t.data() + 12 + 8 + scheme, &huge, 8);
      }));
  // The body's first count (Quantum Leap: max stones) and its entry count made absurd.
  put(dir + "/t-count.tb", resealed(table, [](std::string& t) {
        const size_t at = body_offset(t);
        std::memset(t.data() + at + 4, 0xFF, 8);
      }));
  put(dir + "/t-layers.tb", resealed(table, [](std::string& t) {
        const size_t at = body_offset(t) + 4 + 16;  // the layer count
        std::memset(t.data() + at, 0xFF, 4);
      }));
  put(dir + "/t-scheme.tb", resealed(table, [](std::string& t) { t[12 + 8] ^= 0x01; }));
  put(dir + "/a7.tb", read_all(fixtures + "/a7.tb"));
  std::string a7 = read_all(fixtures + "/a7.tb");
  put(dir + "/a7-count.tb", resealed(a7, [](std::string& t) {
        const size_t at = body_offset(t);
        const uint64_t huge = uint64_t{1} << 62;
        std::memcpy(t.data() + at, &huge, 8);
      }));
  make_dense_tables(dir, read_all(fixtures + "/a7d.tb"));
}

// Puzzle files: good ones under puzzles/, one damage each under pz-<kind>/.
void make_puzzles(const std::string& dir, const std::string& fixtures) {
  const std::string good = read_all(fixtures + "/adaptoid.jsonl");
  put(dir + "/puzzles/adaptoid.jsonl", good);
  put(dir + "/puzzles/quantum-leap.jsonl", read_all(fixtures + "/quantum-leap.jsonl"));
  auto first = puzzle_from_line(good.substr(0, good.find('\n'))).value();
  const std::string rest = good.substr(good.find('\n') + 1);
  auto with = [&](const std::string& name, const std::function<void(Puzzle&)>& edit) {
    Puzzle z = first;
    edit(z);
    put(dir + "/pz-" + name + "/adaptoid.jsonl", puzzle_to_line(z) + "\n" + rest);
  };
  // The tempting turn put in as the solution: only a re-proof tells it is wrong.
  with("solution", [](Puzzle& z) {
    if (!z.tempting.empty()) z.solution[0].turn = z.tempting[0].turn;
  });
  with("reply", [](Puzzle& z) {
    if (z.solution.size() > 1) z.solution[1].turn = z.solution[0].turn;
  });
  with("position", [](Puzzle& z) {
    const size_t w = z.position.find('W');
    if (w != std::string::npos) z.position[w] = 'B';
  });
  with("variant", [](Puzzle& z) { z.variant = "quantum-leap"; });
  with("turns", [](Puzzle& z) {
    z.turns += 1;
    z.difficulty.depth = z.turns;
  });
  put(dir + "/pz-trunc/adaptoid.jsonl", good.substr(0, good.size() / 3));
  std::string flipped = good;
  flipped[good.find("position") + 20] ^= 0x01;
  put(dir + "/pz-bitflip/adaptoid.jsonl", flipped);
  put(dir + "/pz-empty/adaptoid.jsonl", "");
  put(dir + "/pz-binary/adaptoid.jsonl", std::string("\x00\xff\x01{\n", 5));
  fs::create_directories(dir + "/pz-dir/adaptoid.jsonl");
  fifo(dir + "/pz-fifo/adaptoid.jsonl");
  sparse(dir + "/pz-huge/adaptoid.jsonl", off_t{100} << 20);
  put(dir + "/pz-deep/adaptoid.jsonl", std::string(100000, '[') + "\n");
  // What the cases write as {date}, {solution}, {second} and {tempting}: the first puzzle's.
  put(dir + "/date.txt", first.date);
  put(dir + "/solution.txt", first.solution[0].turn);
  put(dir + "/second.txt", first.solution.size() > 2 ? first.solution[2].turn : "");
  put(dir + "/tempting.txt", first.tempting.empty() ? "" : first.tempting[0].turn);
  fifo(dir + "/prog.jsonl.partial");
}

void make_games(const std::string& dir) {
  const std::string head = "[Variant \"adaptoid\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n";
  put(dir + "/game.txt", head + "1w d2+L\n1b d6+L\n2w d2-d3 +d2\n");
  put(dir + "/game-trunc.txt", head + "1w d2+L\n1b d6");
  put(dir + "/game-flip.txt", head + "1w d2+L\n1b d6+L\n2w d2-d4 +d2\n");
  put(dir + "/game-label.txt", head + "1w d2+L\n2w d6+L\n");
  put(dir + "/game-variant.txt", "[Variant \"adaptoid-99\"]\n[Result \"*\"]\n1w d2+L\n");
  put(dir + "/game-header.txt", "[Variant \"adaptoid\"\n1w d2+L\n");
  put(dir + "/game-seed.txt", "[Variant \"quantum-leap\"]\n[Seed \"-1\"]\n[Result \"*\"]\n");
  put(dir + "/game-binary.txt", std::string("\x00\x01\x02\xff\xfe\n", 6));
  sparse(dir + "/game-huge.txt", off_t{100} << 20);
  put(dir + "/engine-garbage.txt",
      "position startpos turns z9-z10\nvariant /dev/zero\nsetoption name MultiPV value -1\n"
      "position fen\ngo nodes -5\n\x01\x02\nquit\n");
  put(dir + "/game-input.txt", "z9\nundo\nundo\n\x01\nquit\n");
}

void make_variants(const std::string& dir) {
  put(dir + "/v.toml", "base = \"adaptoid-7\"\n");
  put(dir + "/v-bad.toml", "base = [[[\n");
  put(dir + "/v-loop.toml", "base = \"v-loop\"\n");
  put(dir + "/v-binary.toml", std::string("\x00\xff\x00\xfe", 4));
  put(dir + "/v-board.toml", "base = \"adaptoid\"\n[board]\nradius = 100000000\n");
  // One stone each on 7 cells: no game has a puzzle in it (exit 3, no answer within the budget).
  put(dir + "/v-no-puzzle.toml", "base = \"quantum-leap\"\nstones = 1\n[board]\nside = 2\n");
  put(dir + "/v-four.toml", "base = \"quantum-leap\"\nplayers = 4\nstones = 10\n");
  sparse(dir + "/v-huge.toml", off_t{2} << 20);
  fs::create_directories(dir + "/v-dir.toml");
  fifo(dir + "/v-fifo.toml");
}

}  // namespace

// Each block by the standard library's string hash (eight bytes a step, where the byte-wise FNV-1a
// over the ~20 MB a case's two snapshots read was a fifth of a Release case's CPU), chained so that
// order and position count.
std::string content_hash(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return "";
  uint64_t h = 0xcbf29ce484222325ULL;
  char block[1 << 16];
  while (in.read(block, sizeof block) || in.gcount() > 0) {
    const size_t block_hash =
        std::hash<std::string_view>{}(std::string_view(block, static_cast<size_t>(in.gcount())));
    h = (h ^ block_hash) * 0x100000001b3ULL;
    if (!in) break;
  }
  return std::to_string(h);
}

std::map<std::string, std::string> snapshot(const std::string& dir) {
  std::map<std::string, std::string> out;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    const std::string rel = it->path().lexically_relative(dir).string();  // (relative() follows links)
    const auto st = it->symlink_status();
    std::string what;
    if (fs::is_symlink(st)) {
      what = "link -> " + fs::read_symlink(it->path()).string();
    } else if (fs::is_directory(st)) {
      what = "directory";
    } else if (fs::is_fifo(st)) {
      what = "fifo";
    } else if (fs::is_regular_file(st)) {
      const uintmax_t size = fs::file_size(it->path());
      what = "file " + std::to_string(size) +
             (size > (64u << 20) ? "" : " " + content_hash(it->path().string()));
    } else {
      what = "other";
    }
    out[rel] = what;
  }
  return out;
}

namespace {

// Which build of the tool made the fixtures: its size and time. A rebuilt tool (a table format
// changed, say) makes them again, instead of the cases failing on tables of the old format.
// The case files are made by this test program, so its build is in the stamp too: a case file
// changed in the source makes the template again.
std::string build_stamp() {
  std::string stamp;
  for (const std::string& program :
       {std::string(ADAPTOID_CLI), fs::read_symlink("/proc/self/exe").string()}) {
    std::error_code ec;
    const auto size = fs::file_size(program, ec);
    const auto time = fs::last_write_time(program, ec).time_since_epoch().count();
    stamp += std::to_string(size) + " " + std::to_string(time) + "\n";
  }
  return stamp;
}

// One regular file with its holes kept: only the data extents are copied (a sparse file of
// 100 GiB stays a few blocks), then the size is set.
bool copy_sparse(const std::string& from, const std::string& to) {
  const int in = ::open(from.c_str(), O_RDONLY | O_CLOEXEC);
  if (in < 0) return false;
  struct stat st {};
  const int out = ::fstat(in, &st) == 0
                      ? ::open(to.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, st.st_mode & 0777)
                      : -1;
  bool ok = out >= 0;
  for (off_t data = 0; ok && data < st.st_size;) {
    data = ::lseek(in, data, SEEK_DATA);
    if (data < 0) break;  // no data after this point: the rest is a hole
    const off_t hole = ::lseek(in, data, SEEK_HOLE);
    static char block[1 << 20];
    while (ok && data < hole) {
      const ssize_t n = ::pread(in, block, std::min<off_t>(sizeof block, hole - data), data);
      ok = n > 0 && ::pwrite(out, block, static_cast<size_t>(n), data) == n;
      data += ok ? n : 0;
    }
  }
  ok = ok && ::ftruncate(out, st.st_size) == 0;
  if (out >= 0) ::close(out);
  ::close(in);
  return ok;
}

}  // namespace

std::string shared_fixtures() {
  const std::string dir = ADAPTOID_HOSTILE_FIXTURES;
  const std::string stamp = build_stamp();
  // One process at a time checks and makes them; the others wait and take what it made.
  const int lock = ::open((dir + ".lock").c_str(), O_CREAT | O_RDWR | O_CLOEXEC, 0666);
  if (lock >= 0) ::flock(lock, LOCK_EX);
  struct Unlock {
    int fd;
    ~Unlock() {
      if (fd >= 0) ::close(fd);
    }
  } unlock{lock};
  if (read_all(dir + "/done") == stamp) return dir;
  const std::string temp = dir + ".tmp." + std::to_string(::getpid());
  fs::remove_all(temp);
  fs::create_directories(temp);
  const std::string cli = ADAPTOID_CLI;
  const std::string source = ADAPTOID_SOURCE_DIR;
  const std::string solve =
      "cd '" + temp + "' && '" + cli +
      "' solve --variant quantum-leap-7 --out ql7.tb --threads 1 >/dev/null 2>&1 && '" + cli +
      "' solve --variant adaptoid-7 --out a7.tb --threads 1 >/dev/null 2>&1 && '" + cli +
      "' solve --variant adaptoid-7 --dense-table --out a7d.tb --threads 1 >/dev/null 2>&1 && '" + cli +
      "' match --variant adaptoid-7 --players random random --games 2 --out m.txt >/dev/null 2>&1 && '" +
      cli + "' solve --variant quantum-leap-7 --by-search --starts 2 --out sr.jsonl >/dev/null 2>&1";
  if (std::system(solve.c_str()) != 0) {
    ADD_FAILURE() << "could not solve the fixture tables: " << solve;
    return "";
  }
  // Three puzzles of each year file, the first of two turns with a tempting turn (the damaged
  // copies change it): enough for every case, quick to re-prove.
  for (const std::string variant : {"adaptoid", "quantum-leap"}) {
    std::ifstream in(source + "/puzzles/" + variant + ".jsonl");
    std::string line, text;
    int taken = 0;
    while (taken < 3 && std::getline(in, line)) {
      const auto z = puzzle_from_line(line);
      if (taken == 0 && (!z || z.value().turns != 2 || z.value().tempting.empty())) continue;
      text += line + "\n";
      ++taken;
    }
    put(temp + "/" + variant + ".jsonl", text);
  }
  // The case files, made once here and copied for each case (making them took most of a
  // sanitized case's time); absent when this file system cannot hold a FIFO or a sparse file.
  fs::create_directories(temp + "/scratch");
  if (!fill_scratch(temp + "/scratch", temp)) fs::remove_all(temp + "/scratch");
  put(temp + "/done", stamp);
  fs::remove_all(dir);
  fs::rename(temp, dir);
  return dir;
}

bool copy_scratch(const std::string& fixtures, const std::string& dir) {
  const std::string from = fixtures + "/scratch";
  std::error_code ec;
  if (!fs::is_directory(from, ec)) return false;
  for (auto it = fs::recursive_directory_iterator(from, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    const std::string to = dir + "/" + it->path().lexically_relative(from).string();
    const auto st = it->symlink_status();
    if (fs::is_symlink(st)) {
      fs::create_symlink(fs::read_symlink(it->path()), to);
    } else if (fs::is_directory(st)) {
      fs::create_directories(to);
    } else if (fs::is_fifo(st)) {
      if (!fifo(to)) return false;
    } else if (!copy_sparse(it->path().string(), to)) {
      return false;
    }
  }
  return !ec;
}

bool fill_scratch(const std::string& dir, const std::string& fixtures) {
  fs::create_directories(dir + "/dir");
  put(dir + "/empty", "");
  put(dir + "/text.txt", "hello\n");
  put(dir + "/old.svg", "<svg>the old picture</svg>\n");
  put(dir + "/old.tb", "the old table\n");
  put(dir + "/old.jsonl", "{\"old\": true}\n");
  put(dir + "/old.txt", "the old records\n");
  put(dir + "/zeros", std::string(2 << 20, '\0'));  // past the 1 MiB line of the protocols
  put(dir + "/year.txt", ADAPTOID_SOURCE_DIR "/puzzles/adaptoid.jsonl");  // {year}: 1 MB to export
  put(dir + "/long.txt", "adaptoid " + std::string(100000, 'W'));         // {long}: a huge argument
  put(dir + "/newline.txt", "d2+L\nx\r\x01");                             // {newline}: control characters
  fs::create_symlink("text.txt", dir + "/link");
  fs::create_symlink("old.svg", dir + "/link.svg");
  fs::create_symlink("missing.txt", dir + "/dangling");
  fs::create_symlink("link-loop", dir + "/link-loop");
  fs::create_symlink("link-loop.toml", dir + "/link-loop.toml");
  bool ok = fifo(dir + "/fifo") && sparse(dir + "/huge", off_t{100} << 30);
  make_tables(dir, fixtures);
  make_puzzles(dir, fixtures);
  make_games(dir);
  make_variants(dir);
  const std::string year = read_all(dir + "/puzzles/adaptoid.jsonl");
  make_round_two(dir, year.substr(0, year.find('\n')));
  make_round_three(dir, fixtures, year.substr(0, year.find('\n')));
  return ok;
}

}  // namespace adaptoid::hostile
