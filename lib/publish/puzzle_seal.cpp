// Sealed puzzle lines (puzzle_seal.hpp), with OpenSSL's libcrypto: SHA-256 and AES-256-GCM, the
// two the browsers' WebCrypto has, so the page needs no code of its own for either.
#include <adaptoid/publish/puzzle_seal.hpp>

#include <openssl/evp.h>

#include <algorithm>
#include <array>
#include <memory>
#include <stdexcept>
#include <string>

namespace adaptoid {

namespace {

constexpr int kTagBytes = 16;
constexpr int kIvBytes = 12;

using Digest = std::array<unsigned char, 32>;

Digest sha256(std::string_view bytes) {
  Digest out{};
  unsigned int size = 0;
  if (EVP_Digest(bytes.data(), bytes.size(), out.data(), &size, EVP_sha256(), nullptr) != 1 ||
      size != out.size())
    throw std::runtime_error("SHA-256 failed (libcrypto)");
  return out;
}

std::string hex(const unsigned char* bytes, std::size_t n) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  for (std::size_t i = 0; i < n; ++i) {
    out += kDigits[bytes[i] >> 4];
    out += kDigits[bytes[i] & 15];
  }
  return out;
}

std::string base64(const std::string& bytes) {
  std::string out(4 * ((bytes.size() + 2) / 3) + 1, '\0');
  const int n =
      EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                      reinterpret_cast<const unsigned char*>(bytes.data()), static_cast<int>(bytes.size()));
  out.resize(static_cast<std::size_t>(n));
  return out;
}

// "adaptoid-puzzle <what>\n<salt>\n<step>[\n<turn>]": what each hash is taken of.
std::string label(std::string_view what, std::string_view salt, int step) {
  return "adaptoid-puzzle " + std::string(what) + "\n" + std::string(salt) + "\n" + std::to_string(step);
}

std::array<unsigned char, kIvBytes> iv_of(std::string_view salt, int step) {
  const Digest d = sha256(label("iv", salt, step));
  std::array<unsigned char, kIvBytes> iv{};
  std::copy_n(d.begin(), kIvBytes, iv.begin());
  return iv;
}

using Context = std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)>;

Context new_context() {
  Context ctx(EVP_CIPHER_CTX_new(), &EVP_CIPHER_CTX_free);
  if (!ctx) throw std::runtime_error("AES-GCM: no cipher context (libcrypto)");
  return ctx;
}

const unsigned char* bytes_of(std::string_view s) {
  return reinterpret_cast<const unsigned char*>(s.data());
}

}  // namespace

std::string sha256_hex(std::string_view bytes) {
  const Digest d = sha256(bytes);
  return hex(d.data(), d.size());
}

std::string puzzle_salt(std::string_view id, std::string_view position) {
  const Digest d = sha256("adaptoid-puzzle salt\n" + std::string(id) + "\n" + std::string(position));
  return hex(d.data(), 16);
}

std::string turn_check(std::string_view salt, int step, std::string_view turn) {
  return sha256_hex(label("check", salt, step) + "\n" + std::string(turn));
}

SealedStep seal_step(std::string_view salt, int step, std::string_view turn, std::string_view payload) {
  const Digest key = sha256(label("key", salt, step) + "\n" + std::string(turn));
  const auto iv = iv_of(salt, step);
  Context ctx = new_context();
  std::string out(payload.size() + kTagBytes, '\0');
  auto* data = reinterpret_cast<unsigned char*>(out.data());
  int n = 0, tail = 0;
  if (EVP_EncryptInit_ex(ctx.get(), EVP_aes_256_gcm(), nullptr, key.data(), iv.data()) != 1 ||
      EVP_EncryptUpdate(ctx.get(), data, &n, bytes_of(payload), static_cast<int>(payload.size())) != 1 ||
      EVP_EncryptFinal_ex(ctx.get(), data + n, &tail) != 1 ||
      EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_GET_TAG, kTagBytes, data + n + tail) != 1)
    throw std::runtime_error("AES-GCM encryption failed (libcrypto)");
  out.resize(static_cast<std::size_t>(n + tail + kTagBytes));
  return {turn_check(salt, step, turn), hex(iv.data(), iv.size()), base64(out)};
}

}  // namespace adaptoid
