package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.plus.Comparison;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The C++ driver on {@link DriverContractTest}'s programs, written in C++, plus a class API and the value writer. */
class CppDriverTest extends DriverContractTest {
    private static final String HEADERS = "#include <array>\n#include <cstdio>\n#include <cstdlib>\n#include <iostream>\n"
            + "#include <stdexcept>\n#include <vector>\n";

    @Override
    protected Language language() {
        return Language.CPP;
    }

    @Override
    protected String printsOnly(String expectedOutput) {
        return "#include <cstdio>\nint main() {\n    std::fputs(" + expectedOutput + ", stdout);\n    return 0;\n}\n";
    }

    @Override
    protected List<String> missingFunctionMessage() {
        return List.of("dijkstra", "was not declared");
    }

    @Override
    protected String wrongSignature() {
        return HEADERS + "std::vector<long long> dijkstra(int n, const std::vector<std::array<int, 3>>& edges) {\n"
                + "    return {};\n}\n";
    }

    @Override
    protected List<String> wrongSignatureMessage() {
        return List.of("too many arguments to function");
    }

    @Override
    protected String offByOne(String reference) {
        return reference.replace("dijkstra(", "algoreval_test_real(")
                + "\nstd::vector<long long> dijkstra(int n, const std::vector<std::array<int, 3>>& edges, int src) {\n"
                + "    std::vector<long long> d = algoreval_test_real(n, edges, src);\n"
                + "    for (long long& x : d) if (x > 0) x += 1;\n    return d;\n}\n";
    }

    @Override
    protected String failsOnFirstInput() {
        return HEADERS + "std::vector<long long> dijkstra(int n, const std::vector<std::array<int, 3>>& edges, int src) {\n"
                + "    if (n == 4) throw std::runtime_error(\"boom\");\n    return {0};\n}\n";
    }

    @Override
    protected String firstInputFailureMessage() {
        return "boom";
    }

    @Override
    protected String exitsOnSecondInput() {
        return HEADERS + "std::vector<long long> dijkstra(int n, const std::vector<std::array<int, 3>>& edges, int src) {\n"
                + "    if (n == 1) std::abort();\n    return {0, 2, 5, -1};\n}\n";
    }

    @Override
    protected String chatty() {
        return HEADERS + "#define int long long\n#define V 7\n"
                + "std::vector<long long> dijkstra(int n, const std::vector<std::array<int, 3>>& edges, int src) {\n"
                + "    std::printf(\"debug %d\", (signed) n);\n    std::cout << \"more\";\n"
                + "    if (n == 4) return {0, 2, 5, -1};\n    return {0};\n}\n"
                + "signed main() {\n    std::cout << \"hello\";\n    std::exit(V);\n}\n";
    }

    @Test
    void aClassApiConstructsOnceAndReportsTheReturningCallsInOrder() {
        Instance matching = edgeListInstance("hopcroft-karp");
        PlusResult result = runner.run(matching, matching.referenceSolution(), MATCHING_TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        assertThat(result.passed()).isEqualTo(2);
    }

    @Test
    void doublesInfinityAndAbsentOptionalsAreWrittenAsTheProtocolSays() {
        Instance bellmanFord = edgeListInstance("bellman-ford");
        String fixed = "#include <array>\n#include <cmath>\n#include <optional>\n#include <vector>\n"
                + "std::optional<std::vector<double>> bellmanFord(int n, const std::vector<std::array<int, 3>>& edges, int src) {\n"
                + "    if (n == 2) return std::nullopt;\n    return std::vector<double>{0.0, INFINITY, 0.1 + 0.2, -2.5};\n}\n";
        List<HiddenTest> tests = List.of(
                HiddenTest.function("values", List.of(4L, List.of(), 0L), List.of(0.0, Double.POSITIVE_INFINITY, 0.1 + 0.2, -2.5)),
                HiddenTest.function("absent", List.of(2L, List.of(), 0L), null));
        PlusResult result = runner.run(bellmanFord, fixed, tests);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Override
    protected String inPlaceSort() {
        return "#include <cstddef>\n#include <utility>\n#include <vector>\nvoid sortInPlace(std::vector<int>& arr) {\n"
                + "    for (std::size_t i = 1; i < arr.size(); i++)\n"
                + "        for (std::size_t j = i; j > 0 && arr[j - 1] > arr[j]; j--) std::swap(arr[j], arr[j - 1]);\n}\n";
    }

    @Override
    protected String midpointIntegrator() {
        return "#include <functional>\n"
                + "double integrate(const std::function<double(double)>& f, double a, double b, int n) {\n"
                + "    double h = (b - a) / n, total = 0;\n    for (int i = 0; i < n; i++) total += f(a + (i + 0.5) * h);\n"
                + "    return total * h;\n}\n";
    }

    @Override
    protected String wrongIntegrator() {
        return "double integrate(double f, double a, double b, int n) {\n    return f + a + b + n;\n}\n";
    }

    @Override
    protected List<String> wrongIntegratorMessage() {
        return List.of("integrate");
    }

    @Test
    void aFunctionPointerOrATemplateParameterTakesTheFunctionToo() {
        String pointer = "double integrate(double (*f)(double), double a, double b, int n) {\n"
                + "    double h = (b - a) / n, total = 0;\n    for (int i = 0; i < n; i++) total += f(a + (i + 0.5) * h);\n"
                + "    return total * h;\n}\n";
        String template = pointer.replace("double integrate(double (*f)(double),", "template <class F> double integrate(F f,");
        for (String program : List.of(pointer, template)) {
            PlusResult result = runner.run(language(), INTEGRATE, Comparison.EXACT, program, INTEGRATE_TESTS);
            assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        }
    }

    @Override
    protected String addAndRepeat(boolean withRepeat) {
        return "#include <string>\nlong long add(int a, int b) {\n    return (long long) a + b;\n}\n"
                + (withRepeat ? "std::string repeat(const std::string& s, int times) {\n    std::string out;\n"
                        + "    for (int i = 0; i < times; i++) out += s;\n    return out;\n}\n" : "")
                + "int main() {\n    return 0;\n}\n";
    }

    @Override
    protected String lettersAndWeights() {
        return "#include <map>\n#include <string>\n#include <unordered_map>\n"
                + "std::unordered_map<char, int> letterCounts(const std::string& text) {\n"
                + "    std::unordered_map<char, int> counts;\n    for (char c : text) counts[c]++;\n    return counts;\n}\n"
                + "long long weigh(const std::string& text, const std::map<char, int>& weights) {\n"
                + "    long long total = 0;\n    for (char c : text) total += weights.at(c);\n    return total;\n}\n"
                + "int main() {\n    return 0;\n}\n";
    }

    @Test
    void complexNumbersAreWrittenAsPairs() {
        String program = "#include <complex>\n#include <vector>\n"
                + "std::vector<std::complex<double>> conjugated(const std::vector<double>& x) {\n"
                + "    std::vector<std::complex<double>> out;\n    for (double v : x) out.emplace_back(v, -v);\n"
                + "    return out;\n}\n";
        PlusResult result = runner.run(language(), PAIRS, Comparison.EXACT, program, PAIRS_TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }
}
