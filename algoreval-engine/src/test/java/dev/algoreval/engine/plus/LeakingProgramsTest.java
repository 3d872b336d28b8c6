package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Correct programs that leave something behind on every call — daemon threads that sleep, children
 * that never exit — exhaust their sandbox's process limit after a few hidden tests. Each input must
 * still be judged on its own, and the same program must get the same result on every run: the
 * failing input runs again as the first of a fresh process with fresh limits.
 */
class LeakingProgramsTest {
    /**
     * 24 inputs; every call leaves 4 threads (Python: their stacks meet the data limit within a dozen
     * calls), 3 children (Java) or 8 children (C) that reach the 64-process limit within a dozen calls.
     */
    private static final List<HiddenTest> TESTS = IntStream.range(0, 12)
            .mapToObj(i -> DriverContractTest.TESTS).flatMap(List::stream).toList();

    private final PlusRunner runner = PlusSandbox.runner();

    @ParameterizedTest(name = "{0}")
    @EnumSource(value = Language.class, names = {"JAVA", "PYTHON", "C"})
    void aProgramThatLeaksTasksOnEveryCallPassesEveryHiddenTestOnEveryRun(Language language) {
        Instance instance = Dataset.load().instance(Instance.id("dijkstra", language, Representation.EDGE_LIST))
                .orElseThrow();
        String leaking = leaking(language, instance.referenceSolution());

        List<PlusResult> runs = new ArrayList<>();
        for (int run = 0; run < 3; run++) {
            runs.add(runner.run(instance, leaking, TESTS));
        }

        for (PlusResult result : runs) {
            assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
            assertThat(result.passed()).isEqualTo(TESTS.size());
            assertThat(result.detail()).as("the limit was reached, so a fresh process took over").contains("processes");
        }
    }

    /** The reference's dijkstra behind a wrapper that leaves sleeping tasks behind on every call. */
    private static String leaking(Language language, String reference) {
        return switch (language) {
            // Children, not threads: a Java thread's 16 MiB stack counts against the data limit, so the driver's
            // JVM has room for about one more thread, and a program leaking one per call fails on every second.
            case JAVA -> reference.replace("static long[] dijkstra(", "static long[] real(")
                    .replace("public static void main(", "static long[] dijkstra(int n, int[][] edges, int src) {\n"
                            + "        try {\n"
                            + "            for (int i = 0; i < 3; i++) new ProcessBuilder(\"sleep\", \"60\").start();\n"
                            + "        } catch (java.io.IOException e) {\n"
                            + "            throw new java.io.UncheckedIOException(e);\n"
                            + "        }\n"
                            + "        return real(n, edges, src);\n    }\n\n    public static void main(");
            case PYTHON -> reference.replace("def dijkstra(", "def _real(")
                    + "\nimport threading as _threading, time as _time\n"
                    + "def dijkstra(n, edges, src):\n"
                    + "    for _ in range(4):\n"
                    + "        _threading.Thread(target=_time.sleep, args=(60,), daemon=True).start()\n"
                    + "    return _real(n, edges, src)\n";
            case C -> "#include <sys/types.h>\n#include <unistd.h>\n" + reference.replace("long long *dijkstra(", "static long long *real(")
                    .replace("int main(", "long long *dijkstra(int n, const int edges[][3], int edgesSize, int src, "
                            + "int *returnSize) {\n"
                            + "    for (int i = 0; i < 8; i++) {\n"
                            + "        pid_t child = fork();\n"
                            + "        if (child < 0) abort();\n"
                            + "        if (child == 0) { sleep(60); _exit(0); }\n"
                            + "    }\n"
                            + "    return real(n, edges, edgesSize, src, returnSize);\n}\n\nint main(");
            default -> throw new IllegalArgumentException(language.toString());
        };
    }
}
