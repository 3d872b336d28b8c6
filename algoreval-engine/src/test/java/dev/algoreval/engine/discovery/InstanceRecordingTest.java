package dev.algoreval.engine.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.config.AlgorevalConfiguration;
import dev.algoreval.engine.MapConfiguration;
import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.execution.RunOutputs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.hierarchical.Node.SkipResult;

/**
 * The platform's guaranteed calls record a test that the happy path did not: a test whose execution
 * threw inside the harness gets a harness_error line, a skipped one a skipped line, each exactly once.
 */
class InstanceRecordingTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path output;

    @Test
    void aTestThatThrewInsideTheHarnessIsRecordedOnceAsAHarnessError() throws IOException {
        Instance instance = Dataset.load().instance("kmp/python/default").orElseThrow();
        AlgorevalConfiguration configuration = AlgorevalConfiguration.from(new MapConfiguration(Map.of(
                Constants.OUTPUT, output.toString())));
        InstanceTestDescriptor thrower = test(instance, "a");
        InstanceTestDescriptor skipped = test(instance, "b");
        try (RunOutputs outputs = RunOutputs.open(configuration, 2, "hash", new dev.algoreval.engine.results.RunManifest.Selection("test", 2))) {
            AlgorevalExecutionContext context = AlgorevalExecutionContext.initial(null).with(outputs, null);

            thrower.nodeFinished(context, thrower, TestExecutionResult.failed(new IllegalStateException("boom")));
            thrower.nodeFinished(context, thrower, TestExecutionResult.failed(new IllegalStateException("again")));
            skipped.nodeSkipped(context, skipped, SkipResult.skip("Execution cancelled"));
            skipped.recordNotRun(context, "not run: the run ended");
        }

        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(output.resolve("results.jsonl"))) {
            lines.add(JSON.readTree(line));
        }
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0).get("outcome").asText()).isEqualTo("harness_error");
        assertThat(lines.get(0).get("detail").asText()).contains("the harness failed").contains("boom");
        assertThat(lines.get(1).get("outcome").asText()).isEqualTo("skipped");
        assertThat(lines.get(1).get("detail").asText()).isEqualTo("Execution cancelled");
    }

    private static InstanceTestDescriptor test(Instance instance, String name) {
        return new InstanceTestDescriptor(UniqueId.forEngine(Constants.ENGINE_ID).append("test", name), instance.id(),
                instance, "reference", dev.algoreval.engine.api.Condition.ZERO_SHOT, 0, null, Set.of());
    }
}
