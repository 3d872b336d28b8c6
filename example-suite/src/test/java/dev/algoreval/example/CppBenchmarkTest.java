package dev.algoreval.example;

import dev.algoreval.engine.api.AlgorevalSuite;

/** The benchmark's cpp instances; one class per language gives Surefire's reports one row per language. */
@AlgorevalSuite(languages = "cpp")
class CppBenchmarkTest {
}
