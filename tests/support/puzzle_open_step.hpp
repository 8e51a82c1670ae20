#pragma once
// A sealed step opened the way the puzzle page opens it (puzzles/web/, with WebCrypto): the tests'
// reading of the seal, written apart from puzzle_seal.cpp, which only seals. The key is
// SHA-256("adaptoid-puzzle key\n<salt>\n<step>\n<turn>"), the IV the first 12 bytes of
// SHA-256("adaptoid-puzzle iv\n<salt>\n<step>"), the cipher AES-256-GCM with a 16-byte tag.
#include <adaptoid/publish/puzzle_seal.hpp>

#include <openssl/evp.h>

#include <array>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

namespace adaptoid {

namespace open_step_detail {

inline std::array<unsigned char, 32> sha256(const std::string& bytes) {
  std::array<unsigned char, 32> out{};
  unsigned int size = 0;
  if (EVP_Digest(bytes.data(), bytes.size(), out.data(), &size, EVP_sha256(), nullptr) != 1)
    throw std::runtime_error("SHA-256 failed");
  return out;
}

inline std::string label(const std::string& what, std::string_view salt, int step) {
  return "adaptoid-puzzle " + what + "\n" + std::string(salt) + "\n" + std::to_string(step);
}

inline std::optional<std::string> from_base64(const std::string& text) {
  if (text.size() % 4 != 0) return std::nullopt;
  std::string out(text.size() / 4 * 3, '\0');
  const int n =
      EVP_DecodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                      reinterpret_cast<const unsigned char*>(text.data()), static_cast<int>(text.size()));
  if (n < 0) return std::nullopt;
  // EVP_DecodeBlock counts the bytes the padding stands for: take them off.
  std::size_t size = static_cast<std::size_t>(n);
  for (std::size_t i = text.size(); i > 0 && text[i - 1] == '='; --i) --size;
  out.resize(size);
  return out;
}

}  // namespace open_step_detail

// The payload, when `turn` is the step's turn (and the data is intact); nullopt otherwise.
inline std::optional<std::string> open_step(std::string_view salt, int step, std::string_view turn,
                                            const SealedStep& sealed) {
  using namespace open_step_detail;
  constexpr int kTagBytes = 16;
  if (turn_check(salt, step, turn) != sealed.check) return std::nullopt;
  auto data = from_base64(sealed.data);
  if (!data || data->size() < kTagBytes) return std::nullopt;
  const auto key = sha256(label("key", salt, step) + "\n" + std::string(turn));
  const auto iv = sha256(label("iv", salt, step));  // its first 12 bytes
  std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)> ctx(EVP_CIPHER_CTX_new(),
                                                                      &EVP_CIPHER_CTX_free);
  const std::size_t size = data->size() - kTagBytes;
  std::string out(size, '\0');
  auto* bytes = reinterpret_cast<unsigned char*>(data->data());
  auto* plain = reinterpret_cast<unsigned char*>(out.data());
  int n = 0, tail = 0;
  if (!ctx || EVP_DecryptInit_ex(ctx.get(), EVP_aes_256_gcm(), nullptr, nullptr, nullptr) != 1 ||
      EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_IVLEN, 12, nullptr) != 1 ||
      EVP_DecryptInit_ex(ctx.get(), nullptr, nullptr, key.data(), iv.data()) != 1 ||
      EVP_DecryptUpdate(ctx.get(), plain, &n, bytes, static_cast<int>(size)) != 1 ||
      EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_TAG, kTagBytes, bytes + size) != 1 ||
      EVP_DecryptFinal_ex(ctx.get(), plain + n, &tail) != 1)
    return std::nullopt;  // a wrong key or damaged data: the tag does not match
  out.resize(static_cast<std::size_t>(n + tail));
  return out;
}

}  // namespace adaptoid
