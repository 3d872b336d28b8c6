package dev.algoreval.toolchains;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * 7. Compile-time bombs: the compile step runs in the sandbox with its own (here short) limits and
 * ends by its time limit or by failing; the program is then not run, and nothing is left.
 */
class HostileCompileTest extends HostileTestSupport {

    @Test
    @DisplayName("7. C++ template bomb (exponentially deep type in an error message) hits the compile limit")
    void cppTemplateBomb() {
        assertCompileStopped("cpp", """
                #include <utility>
                template <class T, int N> struct Bomb { using type = typename Bomb<std::pair<T, T>, N - 1>::type; };
                template <class T> struct Bomb<T, 0> { using type = T; };
                int main() { Bomb<int, 40>::type boom = 1; return 0; }
                """);
    }

    @Test
    @DisplayName("7. C #include </dev/zero> ends at the compile limit or fails")
    void cIncludesDevZero() {
        assertCompileStopped("c", "#include </dev/zero>\nint main(void) { return 0; }\n");
    }

    @Test
    @DisplayName("7. C++ #include \"/dev/random\" ends at the compile limit or fails")
    void cppIncludesDevRandom() {
        assertCompileStopped("cpp", "#include \"/dev/random\"\nint main() { return 0; }\n");
    }

    @Test
    @DisplayName("7. Rust const-eval bomb with long_running_const_eval allowed hits the compile limit")
    void rustConstEvalBomb() {
        StepResult compile = assertCompileStopped("rust", """
                #![allow(long_running_const_eval)]
                const X: u64 = { let mut i = 0u64; while i < u64::MAX { i += 1; } i };
                fn main() { println!("{}", X); }
                """);

        assertThat(compile.timedOut()).as("%s", compile).isTrue();
    }

    private static StepResult assertCompileStopped(String language, String source) {
        Execution execution = execute(COMPILE_BOMB_RUNNER, BOMB_COMPILE_LIMIT, RUN_LIMIT, language, source);

        StepResult compile = execution.compile().orElseThrow();
        assertThat(compile.timedOut() || compile.exitCode() != 0 || compile.outputLimitExceeded())
                .as("%s", compile).isTrue();
        assertThat(execution.compiled()).isFalse();
        assertThat(execution.run()).isEmpty();
        return compile;
    }
}
