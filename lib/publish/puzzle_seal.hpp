#pragma once
// Sealing a puzzle's main line for the web page: the page must check a solver's turn
// without shipping the solution in clear. Each solver turn k of the line is published as
//   check = SHA-256("adaptoid-puzzle check\n" salt "\n" k "\n" turn), in hex, and
//   data  = AES-256-GCM(key = SHA-256("adaptoid-puzzle key\n" salt "\n" k "\n" turn),
//                       iv = the first 12 bytes of SHA-256("adaptoid-puzzle iv\n" salt "\n" k),
//                       the step's plies as JSON), ciphertext and 16-byte tag in base64,
// where turn is the turn as format_turn writes it. The page (puzzles/web/app.js) computes the
// same with WebCrypto: only the right turn gives the check, and only it opens the positions and
// the defender's replies, one step at a time. This keeps the answer out of sight of a visitor
// reading the page's files, not out of reach of one who tries every legal turn with a rules
// engine. Every value is derived, never random, so an export is the same file every time.
#include <string>
#include <string_view>

namespace adaptoid {

struct SealedStep {
  std::string check;  // hex
  std::string iv;     // hex, 12 bytes
  std::string data;   // base64: ciphertext then the 16-byte tag, as WebCrypto's AES-GCM gives it
};

std::string sha256_hex(std::string_view bytes);

// The salt of a puzzle: 16 bytes in hex derived from its id and position (unique per puzzle, so a
// table of hashed turns made for one puzzle is no use for another).
std::string puzzle_salt(std::string_view id, std::string_view position);

std::string turn_check(std::string_view salt, int step, std::string_view turn);
SealedStep seal_step(std::string_view salt, int step, std::string_view turn, std::string_view payload);

}  // namespace adaptoid
