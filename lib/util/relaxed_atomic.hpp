#pragma once
// Relaxed atomic loads and stores of a plain word. The search tables keep plain words (so a table
// can be copied when it grows) that threads share. std::atomic_ref says the same, but libc++ 14
// (the WebAssembly build's) has none, and atomic_ref<const T> is not C++20; these builtins of GCC
// and clang are what a relaxed atomic_ref compiles to.
namespace adaptoid {

template <class T>
T relaxed_load(const T& word) {
  return __atomic_load_n(&word, __ATOMIC_RELAXED);
}

template <class T>
void relaxed_store(T& word, T value) {
  __atomic_store_n(&word, value, __ATOMIC_RELAXED);
}

}  // namespace adaptoid
