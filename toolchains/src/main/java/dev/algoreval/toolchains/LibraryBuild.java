package dev.algoreval.toolchains;

import java.util.List;

/**
 * How a toolchain builds a companion source as a library of its own, once per run and before the
 * programs that use it (Rust: a crate compiled to an rlib, which each program names), rather than in
 * every program's compile command (C and C++: one more translation unit). Generic code the library
 * holds is still compiled with each program; everything else is compiled once.
 */
public interface LibraryBuild {
    /** The command, run in the library's own directory with {@code companion} there, that builds it. */
    List<String> command(String companion);

    /** The file the command leaves beside {@code companion}, copied beside each program that uses it. */
    String artifact(String companion);

    /** What a program's compile command gains to use the built library. */
    List<String> linkArguments(String companion);
}
