package dev.algoreval.engine.plus;

import dev.algoreval.engine.scoring.PlusResult;
import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.JsonValues;
import dev.algoreval.engine.scoring.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The C++ driver on small hand-checked inputs: PythonDriverTest's behaviours, plus a class API and the value writer. */
class CppDriverTest {
    private static final String ID = "dijkstra/cpp/edge_list";
    private static final String SIGNATURE = "std::vector<long long> dijkstra(int n, const std::vector<std::array<int, 3>>& edges, int src)";
    // 0 -2-> 1 -3-> 2, 0 -9-> 2, vertex 3 unreachable: distances 0, 2, 5 and the prompt's -1.
    private static final List<HiddenTest> TESTS = List.of(
            HiddenTest.function("path beats direct edge", List.of(4L, List.of(List.of(0L, 1L, 2L), List.of(1L, 2L, 3L),
                    List.of(0L, 2L, 9L)), 0L), List.of(0L, 2L, 5L, -1L)),
            HiddenTest.function("single vertex", List.of(1L, List.of(), 0L), List.of(0L)));
    private static final String HEADERS = "#include <array>\n#include <cstdio>\n#include <cstdlib>\n#include <iostream>\n"
            + "#include <stdexcept>\n#include <vector>\n";

    private final PlusRunner runner = PlusSandbox.runner();
    private final Instance instance = Dataset.load().instance(ID).orElseThrow();

    @Test
    void referencePasses() {
        PlusResult result = runner.run(instance, instance.referenceSolution(), TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        assertThat(result.passed()).isEqualTo(2);
    }

    @Test
    void aProgramThatOnlyPrintsTheExpectedOutputIsAStaticFailure() {
        String literal = "#include <cstdio>\nint main() {\n    std::fputs(" + JsonValues.write(instance.expectedOutput())
                + ", stdout);\n    return 0;\n}\n";
        PlusResult result = runner.run(instance, literal, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("dijkstra").contains("was not declared").contains(SIGNATURE);
    }

    @Test
    void aWrongArityIsAStaticFailureNamingTheExpectedSignature() {
        String twoParameters = HEADERS + "std::vector<long long> dijkstra(int n, const std::vector<std::array<int, 3>>& edges) {\n"
                + "    return {};\n}\n";
        PlusResult result = runner.run(instance, twoParameters, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("too many arguments to function").contains(SIGNATURE);
    }

    @Test
    void aWrongResultNamesTheFirstFailingInputWithExpectedAndActual() {
        String offByOne = instance.referenceSolution().replace("dijkstra(", "algoreval_test_real(")
                + "\nstd::vector<long long> dijkstra(int n, const std::vector<std::array<int, 3>>& edges, int src) {\n"
                + "    std::vector<long long> d = algoreval_test_real(n, edges, src);\n"
                + "    for (long long& x : d) if (x > 0) x += 1;\n    return d;\n}\n";
        PlusResult result = runner.run(instance, offByOne, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.WRONG_OUTPUT);
        assertThat(result.passed()).isEqualTo(1);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> {
            assertThat(f.test()).isEqualTo("path beats direct edge");
            assertThat(f.expected()).isEqualTo("[0,2,5,-1]");
            assertThat(f.actual()).isEqualTo("[0,3,6,-1]");
        });
    }

    @Test
    void anExceptionIsThatInputsRuntimeErrorAndTheNextInputsStillRun() {
        String throwsOnFour = HEADERS + "std::vector<long long> dijkstra(int n, const std::vector<std::array<int, 3>>& edges, int src) {\n"
                + "    if (n == 4) throw std::runtime_error(\"boom\");\n    return {0};\n}\n";
        PlusResult result = runner.run(instance, throwsOnFour, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(result.detail()).contains("boom");
        assertThat(result.passed()).isEqualTo(1);
    }

    @Test
    void aCrashStopsAtTheInputItHappenedOnAndKeepsTheEarlierResults() {
        String abortsOnOne = HEADERS + "std::vector<long long> dijkstra(int n, const std::vector<std::array<int, 3>>& edges, int src) {\n"
                + "    if (n == 1) std::abort();\n    return {0, 2, 5, -1};\n}\n";
        PlusResult result = runner.run(instance, abortsOnOne, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(result.passed()).isEqualTo(1);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> assertThat(f.test()).isEqualTo("single vertex"));
    }

    @Test
    void theModelsOwnPrintsAndMainDoNotDisturbTheResults() {
        String chatty = HEADERS + "#define int long long\n#define V 7\n"
                + "std::vector<long long> dijkstra(int n, const std::vector<std::array<int, 3>>& edges, int src) {\n"
                + "    std::printf(\"debug %d\", (signed) n);\n    std::cout << \"more\";\n"
                + "    if (n == 4) return {0, 2, 5, -1};\n    return {0};\n}\n"
                + "signed main() {\n    std::cout << \"hello\";\n    std::exit(V);\n}\n";
        PlusResult result = runner.run(instance, chatty, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Test
    void aClassApiConstructsOnceAndReportsTheReturningCallsInOrder() {
        Instance matching = Dataset.load().instance("hopcroft-karp/cpp/edge_list").orElseThrow();
        // Left 1 likes right 1 and 2, left 2 only right 1: both can be matched; no edges match nobody.
        List<HiddenTest> tests = List.of(
                HiddenTest.construct("two of two", List.of(2L, 2L), List.of(call("addEdge", 1L, 1L), call("addEdge", 1L, 2L),
                        call("addEdge", 2L, 1L), call("hopcroftKarp")), List.of(2L)),
                HiddenTest.construct("no edges", List.of(1L, 1L), List.of(call("hopcroftKarp")), List.of(0L)));
        PlusResult result = runner.run(matching, matching.referenceSolution(), tests);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        assertThat(result.passed()).isEqualTo(2);
    }

    @Test
    void doublesInfinityAndAbsentOptionalsAreWrittenAsTheProtocolSays() {
        Instance bellmanFord = Dataset.load().instance("bellman-ford/cpp/edge_list").orElseThrow();
        String fixed = "#include <array>\n#include <cmath>\n#include <optional>\n#include <vector>\n"
                + "std::optional<std::vector<double>> bellmanFord(int n, const std::vector<std::array<int, 3>>& edges, int src) {\n"
                + "    if (n == 2) return std::nullopt;\n    return std::vector<double>{0.0, INFINITY, 0.1 + 0.2, -2.5};\n}\n";
        List<HiddenTest> tests = List.of(
                HiddenTest.function("values", List.of(4L, List.of(), 0L), List.of(0.0, Double.POSITIVE_INFINITY, 0.1 + 0.2, -2.5)),
                HiddenTest.function("absent", List.of(2L, List.of(), 0L), null));
        PlusResult result = runner.run(bellmanFord, fixed, tests);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    private static HiddenTest.Call call(String method, Object... args) {
        return new HiddenTest.Call(method, List.of(args));
    }
}
