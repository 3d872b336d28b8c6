package dev.algoreval.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.config.AlgorevalConfiguration;
import dev.algoreval.engine.probe.ScaleFile;
import dev.algoreval.engine.probe.ScaleRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** algoreval.probe=scale through the whole engine: the configuration, scale.jsonl and the report's section. */
class ScaleProbeRunTest {
    @TempDir
    Path dir;

    @Test
    void aPlusPassingProgramIsTimedAtEverySizeAndTheReportShowsItsCurveAndFit() throws IOException {
        IsolatedRuns.engine().selectors(selectClass(MergeSortAndBridgesSuite.class))
                .configurationParameter(Constants.LANGUAGES, "python")
                .configurationParameter(Constants.CONDITIONS, "plus")
                .configurationParameter(Constants.PROBE, "scale")
                .configurationParameter(Constants.PROBE_SIZE_FACTOR, "0.1")
                .configurationParameter(Constants.PROBE_SAMPLES, "2")
                .configurationParameter(Constants.PROBE_REPETITIONS, "1")
                .configurationParameter(Constants.OUTPUT, dir.toString())
                .execute().testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));
        List<ScaleRecord> records = ScaleFile.read(dir.resolve(ScaleFile.NAME));
        // Each program: 2 regimes × 5 sizes × 2 inputs (graphs for bridges, sequences for merge sort).
        assertThat(records).hasSize(40).allSatisfy(r -> {
            assertThat(r.status()).as(r.reason()).isEqualTo(ScaleRecord.TIMED);
            assertThat(r.nanos()).isPositive();
            assertThat(r.model()).isEqualTo("reference");
            // The reference model's program is the reference itself: timed once, its timing is the one other
            // programs are compared with, and it has no ratio to itself.
            assertThat(r.referenceNanos()).isNull();
            assertThat(r.process()).isIn(0, 1);
        });
        assertThat(records).filteredOn(r -> r.instance().equals("bridge-finding/python/edge_list")).hasSize(20)
                .extracting(ScaleRecord::regime).containsOnly("dense", "sparse");
        assertThat(records).filteredOn(r -> r.instance().equals("merge-sort/python/default")).hasSize(20)
                .extracting(ScaleRecord::regime).containsOnly("random", "descending");
        assertThat(records).extracting(ScaleRecord::n).contains(20, 80, 50, 800, 1250, 20000);
        String report = Files.readString(dir.resolve("report.html"));
        assertThat(report).contains("<h2>Scale probe</h2>").contains("id=\"fig-scale-bridge-finding_dense\"")
                .contains("id=\"fig-scale-bridge-finding_sparse\"").contains("bridge-finding/python/edge_list")
                .contains("id=\"fig-scale-merge-sort_descending\"").contains("n (vertices)").contains("n (elements)")
                .contains("G(n, p) graphs").contains("sequences to sort").contains("<th>k over the reference</th>");
    }

    @Test
    void aSizeFactorThatLeavesFewerThanThreeSizesStopsTheRunNamingTheLadder() throws IOException {
        // Every size rounds up to the 8-vertex floor: one size left, no slope to fit.
        EngineExecutionResults results = IsolatedRuns.engine().selectors(selectClass(MergeSortAndBridgesSuite.class))
                .configurationParameter(Constants.LANGUAGES, "python")
                .configurationParameter(Constants.CONDITIONS, "plus")
                .configurationParameter(Constants.PROBE, "scale")
                .configurationParameter(Constants.PROBE_SIZE_FACTOR, "0.0001")
                .configurationParameter(Constants.OUTPUT, dir.toString())
                .execute();
        assertThat(results.testEvents().succeeded().count()).isZero();
        assertThat(Files.readString(dir.resolve("gate-failed.txt"))).containsPattern("algoreval.probe.sizeFactor: a size "
                + "factor of 1.0E-4 leaves (bridge-finding|merge-sort) \\(\\w+, \\w+\\) 1 distinct size\\(s\\) \\[8\\], "
                + "and a fit needs 3: use 0\\.\\d\\d or more");
    }

    @Test
    void theProbeNeedsThePlusConditionAndKnowsOnlyTheScaleProbe() {
        assertThatThrownBy(() -> configuration(Map.of(Constants.PROBE, "scale")))
                .hasMessageContaining("algoreval.probe=scale times programs that pass their hidden tests: add plus");
        assertThatThrownBy(() -> configuration(Map.of(Constants.PROBE, "speed", Constants.CONDITIONS, "plus")))
                .hasMessageContaining("algoreval.probe: unknown probe 'speed'; the one probe is 'scale'");
        assertThatThrownBy(() -> configuration(Map.of(Constants.PROBE_SAMPLES, "3")))
                .hasMessageContaining("algoreval.probe.samples is set but algoreval.probe is not");
        assertThatThrownBy(() -> configuration(Map.of(Constants.PROBE, "scale", Constants.CONDITIONS, "plus",
                Constants.PROBE_SIZE_FACTOR, "0"))).hasMessageContaining("algoreval.probe.sizeFactor must be above 0");
        assertThat(configuration(Map.of(Constants.PROBE, "scale", Constants.CONDITIONS, "plus")).probe())
                .hasValueSatisfying(plan -> {
                    assertThat(plan.samples()).isEqualTo(8);
                    assertThat(plan.repetitions()).isEqualTo(3);
                    assertThat(plan.timedAlone()).as("timed processes run alone by default").isTrue();
                });
        assertThat(configuration(Map.of(Constants.PROBE, "scale", Constants.CONDITIONS, "plus", Constants.PROBE_TIMING,
                "shared")).probe()).hasValueSatisfying(plan -> assertThat(plan.timedAlone()).isFalse());
        assertThat(configuration(Map.of(Constants.PROBE, "scale", Constants.CONDITIONS, "plus", Constants.PROBE_TIMING,
                " alone ")).probe()).hasValueSatisfying(plan -> assertThat(plan.timedAlone()).isTrue());
        assertThatThrownBy(() -> configuration(Map.of(Constants.PROBE, "scale", Constants.CONDITIONS, "plus",
                Constants.PROBE_TIMING, "parallel"))).hasMessageContaining("algoreval.probe.timing must be 'alone'")
                .hasMessageContaining("not 'parallel'");
        assertThatThrownBy(() -> configuration(Map.of(Constants.PROBE_TIMING, "shared")))
                .hasMessageContaining("algoreval.probe.timing is set but algoreval.probe is not");
        assertThat(configuration(Map.of()).probe()).isEmpty();
    }

    private static AlgorevalConfiguration configuration(Map<String, String> keys) {
        return AlgorevalConfiguration.from(new MapConfiguration(keys));
    }
}
