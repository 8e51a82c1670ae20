#pragma once
// The files the hostile cases run against. Shared fixtures (a solved table, a few puzzles) are
// made once in the build tree; each case gets a scratch directory of its own, filled from them
// with every kind of hostile input, and a snapshot of that directory is compared before and
// after the run: nothing may change, appear or disappear that the case does not allow.
#include <map>
#include <string>
#include <vector>

namespace adaptoid::hostile {

// The shared fixtures' directory, made on first use and again after the tool is rebuilt (safe
// when several test processes start at once: under a lock, built under a temporary name and
// renamed). Empty and a gtest failure when it fails.
std::string shared_fixtures();

// Fills `dir` (which exists and is empty) with the case files; see hostile_scratch.cpp for the
// list. Returns false when a file the cases need could not be made. shared_fixtures() makes them
// once, in its folder `scratch`.
bool fill_scratch(const std::string& dir, const std::string& fixtures);

// Copies the case files shared_fixtures() made into `dir` (which exists and is empty): links as
// links, FIFOs made anew, sparse files with their holes. False when there are none (this file
// system cannot hold a FIFO or a sparse file) or a copy failed.
bool copy_scratch(const std::string& fixtures, const std::string& dir);

// Round two's files (hostile_round_two.cpp): byte-order marks, impossible dates, moves that go
// nowhere, unprintable and long text, MultiPV past its maximum, puzzle files that disagree;
// `first_puzzle` is the first line of puzzles/adaptoid.jsonl.
void make_round_two(const std::string& dir, const std::string& first_puzzle);

// Round three's files (hostile_round_three.cpp): variant texts nested deep (files, a table's
// header, a record, puzzle lines, protocol input), puzzle lines naming paths, game inputs that
// save over inputs or to a full device, appended files cut mid-record, side folders and lock
// files that are links or hold other files, long and unprintable names, bases beside the file.
void make_round_three(const std::string& dir, const std::string& fixtures, const std::string& first_puzzle);

// Every entry under `dir` (links not followed): its kind, and for a regular file its size and a
// hash of its content (files over 64 MiB, the sparse ones, by size only). Keyed by relative path.
std::map<std::string, std::string> snapshot(const std::string& dir);

// Hash of a file's content (FNV-1a), "" when it cannot be read.
std::string content_hash(const std::string& path);

}  // namespace adaptoid::hostile
