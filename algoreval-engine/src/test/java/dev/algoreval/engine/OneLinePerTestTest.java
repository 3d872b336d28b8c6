package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.CancellationToken;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherExecutionRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/** Every selected test gets exactly one results line, also those that a cancellation (fail-fast) never starts. */
class OneLinePerTestTest {
    @TempDir
    Path output;

    @Test
    void aRunCancelledAfterItsFirstTestStillRecordsEverySelectedTestOnce() throws IOException {
        LauncherDiscoveryRequest discovery = IsolatedRuns.request()
                .selectors(selectClass(MergeSortAndBridgesSuite.class))
                .configurationParameter(Constants.LANGUAGES, "python,javascript")
                .configurationParameter(Constants.PARALLELISM, "1")
                .configurationParameter(Constants.OUTPUT, output.toString())
                .build();
        CancellationToken token = CancellationToken.create();
        List<String> selected = new CopyOnWriteArrayList<>();
        List<String> finished = new CopyOnWriteArrayList<>();
        TestExecutionListener failFast = new TestExecutionListener() {
            @Override
            public void testPlanExecutionStarted(org.junit.platform.launcher.TestPlan plan) {
                plan.getRoots().forEach(root -> plan.getDescendants(root).stream().filter(TestIdentifier::isTest)
                        .forEach(test -> selected.add(test.getUniqueId())));
            }

            @Override
            public void executionFinished(TestIdentifier id, TestExecutionResult result) {
                if (id.isTest()) {
                    finished.add(id.getUniqueId());
                    token.cancel();
                }
            }
        };
        LauncherFactory.create().execute(LauncherExecutionRequestBuilder.request(discovery).cancellationToken(token)
                .listeners(failFast).build());

        List<JsonNode> lines = OutputDirectoryRunTest.lines(output);
        assertThat(selected).hasSizeGreaterThan(3);
        assertThat(finished).as("tests that ran before the cancellation took effect").hasSizeLessThan(selected.size());
        assertThat(lines).hasSameSizeAs(selected);
        Set<String> instances = lines.stream().map(line -> line.get("instance").asText()).collect(Collectors.toSet());
        assertThat(instances).hasSameSizeAs(selected);
        assertThat(lines).filteredOn(line -> line.get("outcome").asText().equals("skipped"))
                .hasSize(selected.size() - finished.size())
                .allSatisfy(line -> assertThat(line.get("detail").asText()).containsIgnoringCase("cancel"));
    }
}
