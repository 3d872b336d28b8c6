package dev.algoreval.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.SurefireXml.Testcase;
import dev.algoreval.engine.api.Constants;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a real Maven Surefire writes into its XML reports for a run of two models under two conditions:
 * every test case has a name of its own that says its model and condition, and a sharded run's test
 * cases carry the shard in their class name, by which Surefire's HTML report groups them.
 */
class SurefireReportNamesTest {
    private static final String SUITE = MergeSortAndBridgesSuite.class.getName();
    private static final List<String> MODELS = List.of("reference", "replay");
    private static final List<String> CONDITIONS = List.of("zero-shot", "plus");

    @TempDir
    Path dir;

    @Test
    void twoModelsUnderTwoConditionsGiveEveryTestcaseANameOfItsOwnAndShardsTheirClassName() throws Exception {
        List<Instance> instances = Dataset.load().instances().stream()
                .filter(i -> i.language().id().equals("python"))
                .filter(i -> i.id().equals("merge-sort/python/default") || i.id().equals("bridge-finding/python/edge_list"))
                .toList();
        Path replay = dir.resolve("replay.jsonl");
        ObjectMapper json = new ObjectMapper();
        StringBuilder lines = new StringBuilder();
        for (Instance instance : instances) {
            lines.append(json.writeValueAsString(Map.of("instance", instance.id(),
                    "response", "```python\n" + instance.referenceSolution() + "```\n"))).append('\n');
        }
        Files.writeString(replay, lines);
        Map<String, String> config = new HashMap<>(Map.of(Constants.MODEL, String.join(",", MODELS),
                Constants.REPLAY, replay.toString(), Constants.CONDITIONS, String.join(",", CONDITIONS),
                Constants.LANGUAGES, "python", Constants.ALGORITHMS, "merge-sort,bridge-finding",
                Constants.CACHE, "off", Constants.OUTPUT, dir.resolve("whole").toString()));
        Map<String, String> sharded = new HashMap<>(config);
        sharded.put(Constants.SHARD, "2/2");
        sharded.put(Constants.OUTPUT, dir.resolve("shard").toString());

        SurefireBuild build = new SurefireBuild(dir, MergeSortAndBridgesSuite.class).execution("whole", config)
                .execution("shard", sharded);
        build.run();

        List<String> expected = new ArrayList<>();
        instances.forEach(i -> MODELS.forEach(m -> CONDITIONS.forEach(c -> expected.add(i.id() + " [" + m + ", " + c + "]"))));
        List<Testcase> whole = SurefireXml.testcases(build.reports("whole"));
        assertThat(whole).extracting(Testcase::name).doesNotHaveDuplicates()
                .containsExactlyInAnyOrderElementsOf(expected).hasSize(8);
        assertThat(whole).allSatisfy(testcase -> {
            assertThat(testcase.file()).isEqualTo("TEST-" + SUITE + ".xml");
            assertThat(testcase.suite()).isEqualTo(SUITE);
            assertThat(testcase.classname()).isEqualTo(SUITE);
        });

        List<Testcase> shard = SurefireXml.testcases(build.reports("shard"));
        assertThat(shard).isNotEmpty().hasSizeLessThan(whole.size());
        assertThat(shard).extracting(Testcase::name).doesNotHaveDuplicates().isSubsetOf(expected);
        assertThat(shard).allSatisfy(testcase -> {
            // The HTML report groups test cases by this class name; the testsuite keeps the class's own.
            assertThat(testcase.classname()).isEqualTo(SUITE + " [shard 2/2]");
            assertThat(testcase.suite()).isEqualTo(SUITE);
        });
    }
}
