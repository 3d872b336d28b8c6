package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.plus.Comparison;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Go driver on {@link DriverContractTest}'s programs, written in Go, plus parameters that cannot hold the input. */
class GoDriverTest extends DriverContractTest {

    @Override
    protected Language language() {
        return Language.GO;
    }

    @Override
    protected String printsOnly(String expectedOutput) {
        return "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Print(" + expectedOutput + ")\n}\n";
    }

    @Override
    protected List<String> missingFunctionMessage() {
        return List.of("undefined: dijkstra");
    }

    @Override
    protected String wrongSignature() {
        return "package main\n\nfunc dijkstra(n int, edges [][3]int) []int64 {\n\treturn nil\n}\n\n"
                + "func main() {}\n";
    }

    @Override
    protected List<String> wrongSignatureMessage() {
        return List.of("takes 2 parameters, but the interface passes 3");
    }

    @Override
    protected String offByOne(String reference) {
        return reference.replace("func dijkstra(", "func realDijkstra(")
                + "\nfunc dijkstra(n int, edges [][3]int, src int) []int64 {\n\tvar out []int64\n"
                + "\tfor _, d := range realDijkstra(n, edges, src) {\n\t\tif d > 0 {\n\t\t\td++\n\t\t}\n"
                + "\t\tout = append(out, int64(d))\n\t}\n\treturn out\n}\n";
    }

    @Override
    protected String failsOnFirstInput() {
        return "package main\n\nfunc dijkstra(n int, edges [][3]int, src int) []int64 {\n"
                + "\tif n == 4 {\n\t\tvar none []int64\n\t\treturn none[:n+1]\n\t}\n\treturn []int64{0}\n}\n";
    }

    @Override
    protected String firstInputFailureMessage() {
        return "runtime error: slice bounds out of range";
    }

    @Override
    protected String exitsOnSecondInput() {
        return "package main\n\nimport \"os\"\n\nfunc dijkstra(n int, edges [][3]int, src int) []int64 {\n"
                + "\tif n == 1 {\n\t\tos.Exit(3)\n\t}\n\treturn []int64{0, 2, 5, -1}\n}\n";
    }

    @Override
    protected String chatty() {
        return "package main\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n\nfunc init() {\n\tfmt.Print(\"hello\")\n}\n\n"
                + "func dijkstra(n int, edges [][3]int, src int) []int64 {\n\tfmt.Print(\"debug \", n)\n"
                + "\tif n == 4 {\n\t\treturn []int64{0, 2, 5, -1}\n\t}\n\treturn []int64{0}\n}\n\n"
                + "func main() {\n\tos.Exit(7)\n}\n";
    }

    @Test
    void aParameterTypeThatCannotHoldTheInputIsAStaticFailure() {
        String stringEdges = "package main\n\nfunc dijkstra(n int, edges string, src int) []int64 {\n\treturn nil\n}\n";
        PlusResult result = runner.run(instance, stringEdges, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("parameter 2").contains("string")
                .contains(expectedSignature());
    }

    @Override
    protected String inPlaceSort() {
        return "package main\n\nfunc sortInPlace(arr []int) {\n\tfor i := 1; i < len(arr); i++ {\n"
                + "\t\tfor j := i; j > 0 && arr[j-1] > arr[j]; j-- {\n\t\t\tarr[j-1], arr[j] = arr[j], arr[j-1]\n\t\t}\n\t}\n}\n"
                + "\nfunc main() {}\n";
    }

    @Override
    protected String midpointIntegrator() {
        return "package main\n\nfunc integrate(f func(float64) float64, a, b float64, n int) float64 {\n"
                + "\th := (b - a) / float64(n)\n\ttotal := 0.0\n\tfor i := 0; i < n; i++ {\n"
                + "\t\ttotal += f(a + (float64(i)+0.5)*h)\n\t}\n\treturn total * h\n}\n\nfunc main() {}\n";
    }

    @Override
    protected String wrongIntegrator() {
        return "package main\n\nfunc integrate(f func(int) int, a, b float64, n int) float64 {\n"
                + "\treturn float64(f(n)) * (b - a)\n}\n\nfunc main() {}\n";
    }

    @Override
    protected List<String> wrongIntegratorMessage() {
        return List.of("Go type func(int) int cannot hold fn(double) -> double");
    }

    @Override
    protected String addAndRepeat(boolean withRepeat) {
        return "package main\n\n" + (withRepeat ? "import \"strings\"\n\n" : "")
                + "func add(a int, b int) int64 {\n\treturn int64(a) + int64(b)\n}\n\n"
                + (withRepeat ? "func repeat(s string, times int) string {\n\treturn strings.Repeat(s, times)\n}\n\n" : "")
                + "func main() {}\n";
    }

    @Override
    protected String lettersAndWeights() {
        return "package main\n\nfunc letterCounts(text string) map[byte]int {\n\tcounts := map[byte]int{}\n"
                + "\tfor i := 0; i < len(text); i++ {\n\t\tcounts[text[i]]++\n\t}\n\treturn counts\n}\n\n"
                + "func weigh(text string, weights map[byte]int) int64 {\n\tvar total int64\n"
                + "\tfor i := 0; i < len(text); i++ {\n\t\ttotal += int64(weights[text[i]])\n\t}\n\treturn total\n}\n\n"
                + "func main() {}\n";
    }

    @Test
    void complexNumbersAreWrittenAsPairs() {
        String program = "package main\n\nfunc conjugated(x []float64) []complex128 {\n\tout := make([]complex128, len(x))\n"
                + "\tfor i, v := range x {\n\t\tout[i] = complex(v, -v)\n\t}\n\treturn out\n}\n\nfunc main() {}\n";
        PlusResult result = runner.run(language(), PAIRS, Comparison.EXACT, program, PAIRS_TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Test
    void timedRunsKeepGrownStacksAndReadTheirInputsBeforeTheClock() {
        // The answer is right only where the runtime was told to keep stacks (GODEBUG reaches the program
        // through the sandbox), and only for the edges as given: reading them before the clock must not
        // change them. Shrunk between calls, a deep search's stack was grown and faulted in again in
        // every call; that cost bent the fits of every recursive search. Freed pages are given back lazily
        // (MADV_FREE), or a call's large allocation faulted them in again (GoDriver.RUNTIME_SETTINGS).
        String program = """
                package main

                import (
                	"os"
                	"strings"
                )

                func dijkstra(n int, edges [][3]int, src int) []int64 {
                	if !strings.Contains(os.Getenv("GODEBUG"), "gcshrinkstackoff=1") ||
                		!strings.Contains(os.Getenv("GODEBUG"), "madvdontneed=0") || len(edges) != 2 || edges[1] != [3]int{1, 2, 3} {
                		return []int64{0}
                	}
                	return []int64{0, 2, 5, -1}
                }

                func main() {}
                """;
        List<HiddenTest> same = java.util.Collections.nCopies(3, HiddenTest.function("a small graph",
                List.of(4L, List.of(List.of(0L, 1L, 2L), List.of(1L, 2L, 3L)), 0L), List.of(0L, 2L, 5L, -1L)));

        assertEveryTimedCallReturns(program, same, List.of(0L, 2L, 5L, -1L));
    }
}
