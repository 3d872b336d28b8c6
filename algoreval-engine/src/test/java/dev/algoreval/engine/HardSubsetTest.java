package dev.algoreval.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.config.AlgorevalConfiguration;
import dev.algoreval.engine.report.HardSubset;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestDescriptor;

/** The hard subset: instances whose zero-shot pass rate over given runs is below 25 %. */
class HardSubsetTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** Two runs: dijkstra fails everywhere, kmp passes 1 of 5 samples, bridges 1 of 2, merge sort always. */
    private List<Path> runs() throws IOException {
        Path a = write("a.jsonl", List.of(
                line("dijkstra/python/edge_list", "model-a", "zero-shot", 0, "wrong_output"),
                line("merge-sort/python/default", "model-a", "zero-shot", 0, "pass"),
                line("bridge-finding/python/edge_list", "model-a", "zero-shot", 0, "pass"),
                line("kmp/python/default", "model-a", "zero-shot", 0, "pass"),
                line("kmp/python/default", "model-a", "zero-shot", 1, "static_failure"),
                line("kmp/python/default", "model-a", "zero-shot", 2, "runtime_error"),
                line("kmp/python/default", "model-a", "zero-shot", 3, "timeout"),
                line("kmp/python/default", "model-a", "zero-shot", 4, "wrong_output"),
                // Not counted: only the model's own outcomes make an instance hard.
                line("lcs/python/default", "model-a", "zero-shot", 0, "model_error"),
                // Another condition does not count either.
                line("merge-sort/python/default", "model-a", "hint", 0, "wrong_output")));
        Path b = write("b.jsonl", List.of(
                line("dijkstra/python/edge_list", "model-b", "zero-shot", 0, "runtime_error"),
                line("merge-sort/python/default", "model-b", "zero-shot", 0, "pass"),
                line("bridge-finding/python/edge_list", "model-b", "zero-shot", 0, "wrong_output")));
        return List.of(a, b);
    }

    @Test
    void anInstanceIsHardWhenFewerThanAQuarterOfItsCountedZeroShotResultsPass() throws IOException {
        HardSubset hard = HardSubset.of(runs());
        assertThat(hard.instances()).containsExactlyInAnyOrder("dijkstra/python/edge_list", "kmp/python/default");
        assertThat(hard.measured()).isEqualTo(4);
    }

    @Test
    void theSubsetNarrowsDiscoveryToTheHardInstances() throws IOException {
        List<Path> files = runs();
        List<String> tests = new ArrayList<>();
        IsolatedRuns.engine().selectors(selectClass(AllInstancesSuite.class))
                .configurationParameter(Constants.LANGUAGES, "python")
                .configurationParameter(Constants.CONDITIONS, "zero-shot,hint")
                .configurationParameter(Constants.SUBSET, "hard")
                .configurationParameter(Constants.SUBSET_RESULTS, files.get(0) + "," + files.get(1))
                .discover().getEngineDescriptor().getDescendants().stream().filter(TestDescriptor::isTest)
                .forEach(t -> tests.add(t.getUniqueId().getLastSegment().getValue() + " "
                        + t.getUniqueId().getSegments().get(3).getValue()));
        assertThat(tests).containsExactlyInAnyOrder("dijkstra/python/edge_list zero-shot", "kmp/python/default zero-shot",
                "dijkstra/python/edge_list hint", "kmp/python/default hint");
    }

    @Test
    void aSubsetWithoutRunsOrOfAnotherKindStopsTheRunNamingTheKeys() throws IOException {
        assertThatThrownBy(() -> configure(Map.of(Constants.SUBSET, "hard")))
                .hasMessageContaining("algoreval.subset=hard needs algoreval.subset.results=<results.jsonl>");
        assertThatThrownBy(() -> configure(Map.of(Constants.SUBSET, "easy", Constants.SUBSET_RESULTS, "x.jsonl")))
                .hasMessageContaining("algoreval.subset must be 'hard', not 'easy'");
        assertThatThrownBy(() -> configure(Map.of(Constants.SUBSET, "hard",
                Constants.SUBSET_RESULTS, dir.resolve("missing.jsonl").toString())))
                .hasMessageContaining("algoreval.subset.results: " + dir.resolve("missing.jsonl") + " is not a readable file");
        assertThatThrownBy(() -> configure(Map.of(Constants.SUBSET_RESULTS, runs().get(0).toString())))
                .hasMessageContaining("add -Dalgoreval.subset=hard");
    }

    private static AlgorevalConfiguration configure(Map<String, String> keys) {
        return AlgorevalConfiguration.from(new MapConfiguration(keys));
    }

    private Path write(String name, List<String> lines) throws IOException {
        return Files.write(dir.resolve(name), lines);
    }

    private static String line(String instance, String model, String condition, int sample, String outcome)
            throws IOException {
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("instance", instance);
        record.put("model", model);
        record.put("condition", condition);
        record.put("sample", sample);
        record.put("outcome", outcome);
        return JSON.writeValueAsString(record);
    }
}
