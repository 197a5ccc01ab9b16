// SmallVector<T, N>: a vector that keeps up to N elements inside itself and moves them to the
// heap only beyond that. The solver builds an Arrangement (melds of cards, and deadwood) for
// every answer; with std::vector that was five heap blocks for a three-meld hand, and their
// allocation and release cost about as much as the search (docs/PERFORMANCE.md, ninth session).
// The interface is the part of std::vector the engine uses; iterators are plain pointers, so a
// SmallVector converts to std::span<const T> like a vector does.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <new>
#include <utility>
#include <vector>

namespace rummy {

#ifdef __EMSCRIPTEN__
// In the web build a std::vector under the same name: the inline storage's code, instantiated
// for cards and melds, made the page's download 12 KB larger (gzipped) than its budget allows,
// and the game's speed there does not hang on it (docs/PERFORMANCE.md, ninth session).
template <class T, size_t N>
class SmallVector : public std::vector<T> {
 public:
  using std::vector<T>::vector;
  SmallVector() = default;
  SmallVector(const std::vector<T>& v) : std::vector<T>(v) {}        // NOLINT(google-explicit-constructor)
  SmallVector(std::vector<T>&& v) : std::vector<T>(std::move(v)) {}  // NOLINT(google-explicit-constructor)
  std::vector<T> ToVector() const { return *this; }
  template <class Gen>
  void append_generated(size_t n, Gen&& gen) {
    this->reserve(this->size() + n);
    for (size_t i = 0; i < n; ++i) this->push_back(gen());
  }
};
#else
template <class T, size_t N>
class SmallVector {
  static_assert(N > 0);

 public:
  using value_type = T;
  using size_type = size_t;
  using difference_type = std::ptrdiff_t;
  using reference = T&;
  using const_reference = const T&;
  using pointer = T*;
  using const_pointer = const T*;
  using iterator = T*;
  using const_iterator = const T*;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;

  SmallVector() = default;
  SmallVector(std::initializer_list<T> list) { Append(list.begin(), list.end()); }
  template <std::forward_iterator It>
  SmallVector(It first, It last) {
    Append(first, last);
  }
  explicit SmallVector(size_t n) { resize(n); }
  SmallVector(size_t n, const T& value) { resize(n, value); }
  // Implicit, as the engine's card lists are vectors: a list that fits costs no allocation.
  SmallVector(const std::vector<T>& v) { Append(v.begin(), v.end()); }  // NOLINT(google-explicit-constructor)
  SmallVector(const SmallVector& other) { Append(other.begin(), other.end()); }
  SmallVector(SmallVector&& other) noexcept { TakeFrom(other); }
  ~SmallVector() {
    clear();
    Release();
  }

  SmallVector& operator=(const SmallVector& other) {
    if (this != &other) {
      clear();
      Append(other.begin(), other.end());
    }
    return *this;
  }
  SmallVector& operator=(SmallVector&& other) noexcept {
    if (this != &other) {
      clear();
      Release();
      TakeFrom(other);
    }
    return *this;
  }
  SmallVector& operator=(std::initializer_list<T> list) {
    clear();
    Append(list.begin(), list.end());
    return *this;
  }
  template <std::forward_iterator It>
  void assign(It first, It last) {
    clear();
    Append(first, last);
  }

  // A copy as a std::vector, for the few interfaces that keep one.
  std::vector<T> ToVector() const { return std::vector<T>(begin(), end()); }

  iterator begin() { return data_; }
  iterator end() { return data_ + size_; }
  const_iterator begin() const { return data_; }
  const_iterator end() const { return data_ + size_; }
  const_iterator cbegin() const { return data_; }
  const_iterator cend() const { return data_ + size_; }
  reverse_iterator rbegin() { return reverse_iterator(end()); }
  reverse_iterator rend() { return reverse_iterator(begin()); }
  const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
  const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  size_t capacity() const { return capacity_; }
  T* data() { return data_; }
  const T* data() const { return data_; }
  T& operator[](size_t i) { return data_[i]; }
  const T& operator[](size_t i) const { return data_[i]; }
  T& front() { return data_[0]; }
  const T& front() const { return data_[0]; }
  T& back() { return data_[size_ - 1]; }
  const T& back() const { return data_[size_ - 1]; }

  void reserve(size_t n) {
    if (n <= capacity_) return;
    T* fresh = static_cast<T*>(::operator new(n * sizeof(T)));
    std::uninitialized_move(begin(), end(), fresh);
    std::destroy(begin(), end());
    Release();
    data_ = fresh;
    capacity_ = static_cast<uint32_t>(n);
  }

  template <class... Args>
  T& emplace_back(Args&&... args) {
    if (size_ == capacity_) {
      T value(std::forward<Args>(args)...);  // it may refer to an element: make it before growing
      Grow(size_ + 1);
      ::new (static_cast<void*>(end())) T(std::move(value));
    } else {
      ::new (static_cast<void*>(end())) T(std::forward<Args>(args)...);
    }
    return data_[size_++];
  }
  // n elements at the end, each the next value of gen() (one test of the room for all of them;
  // gen must not throw).
  template <class Gen>
  void append_generated(size_t n, Gen&& gen) {
    if (size_ + n > capacity_) Grow(size_ + n);
    T* out = end();
    for (size_t i = 0; i < n; ++i) ::new (static_cast<void*>(out + i)) T(gen());
    size_ += static_cast<uint32_t>(n);
  }
  void push_back(const T& value) { emplace_back(value); }
  void push_back(T&& value) { emplace_back(std::move(value)); }
  void pop_back() { std::destroy_at(data_ + --size_); }

  iterator insert(const_iterator pos, T value) {
    size_t at = pos - begin();
    emplace_back(std::move(value));
    std::rotate(begin() + at, end() - 1, end());
    return begin() + at;
  }
  template <std::forward_iterator It>
  iterator insert(const_iterator pos, It first, It last) {
    size_t at = pos - begin(), before = size_;
    SmallVector copy(first, last);  // the range may lie in this vector
    reserve(size_ + copy.size());
    std::uninitialized_move(copy.begin(), copy.end(), end());
    size_ += copy.size_;
    std::rotate(begin() + at, begin() + before, end());
    return begin() + at;
  }
  iterator insert(const_iterator pos, std::initializer_list<T> list) { return insert(pos, list.begin(), list.end()); }

  iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
  iterator erase(const_iterator first, const_iterator last) {
    iterator from = begin() + (first - begin());
    iterator tail = std::move(begin() + (last - begin()), end(), from);
    std::destroy(tail, end());
    size_ = static_cast<uint32_t>(tail - begin());
    return from;
  }

  void clear() {
    std::destroy(begin(), end());
    size_ = 0;
  }
  void resize(size_t n) { Resize(n, nullptr); }
  void resize(size_t n, const T& value) {
    T copy(value);  // it may refer to an element
    Resize(n, &copy);
  }

  friend bool operator==(const SmallVector& a, const SmallVector& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }
  friend bool operator==(const SmallVector& a, const std::vector<T>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  T* Inline() { return reinterpret_cast<T*>(buffer_); }
  void Release() {
    if (data_ != Inline()) ::operator delete(data_);
    data_ = Inline();
    capacity_ = N;
  }
  void Grow(size_t n) { reserve(std::max<size_t>(n, 2 * size_t{capacity_})); }
  template <class It>
  void Append(It first, It last) {
    size_t n = static_cast<size_t>(std::distance(first, last));
    if (size_ + n > capacity_) Grow(size_ + n);
    std::uninitialized_copy(first, last, end());
    size_ += static_cast<uint32_t>(n);
  }
  void Resize(size_t n, const T* value) {
    if (n <= size_) {
      std::destroy(begin() + n, end());
    } else {
      if (n > capacity_) Grow(n);
      if (value) {
        std::uninitialized_fill(end(), begin() + n, *value);
      } else {
        std::uninitialized_value_construct(end(), begin() + n);
      }
    }
    size_ = static_cast<uint32_t>(n);
  }
  // Takes other's elements, leaving it empty; this holds nothing and no heap block.
  void TakeFrom(SmallVector& other) {
    if (other.data_ != other.Inline()) {
      data_ = other.data_;
      capacity_ = other.capacity_;
      size_ = other.size_;
      other.data_ = other.Inline();
      other.capacity_ = N;
      other.size_ = 0;
    } else {
      std::uninitialized_move(other.begin(), other.end(), Inline());
      size_ = other.size_;
      other.clear();
    }
  }

  T* data_ = Inline();
  uint32_t size_ = 0;
  uint32_t capacity_ = N;
  alignas(T) unsigned char buffer_[N * sizeof(T)];
};

#endif  // __EMSCRIPTEN__

}  // namespace rummy
