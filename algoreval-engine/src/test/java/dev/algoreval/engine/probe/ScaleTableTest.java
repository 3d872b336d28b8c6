package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScaleTableTest {

    @Test
    void aQuadraticSparseDijkstraIsFlaggedAndAHeapOneIsNot() {
        List<ScaleRecord> records = new ArrayList<>();
        for (int n : List.of(500, 1000, 2000, 4000, 8000)) {
            long m = Math.round(1.5 * n * Math.log(n));
            records.add(record("python", n, m, (long) ((n + m) * Math.log(n))));
            records.add(record("c", n, m, (long) n * n));
        }
        String table = ScaleTable.markdown(ScaleFits.of(records));
        assertThat(table).containsPattern("\\| dijkstra \\| edge_list \\| sparse \\| 1\\.00 \\(worst case\\) \\| 1\\.25 \\| 1\\.25 ± 0\\.0\\d \\| "
                + "2\\.00 ± 0\\.00 \\*\\*hidden O\\(V²\\)\\*\\* \\|")
                .contains("1 of 2 fits flagged, 0 inconclusive");
    }

    @Test
    void aProgramInsideTheBandIsFlaggedWhenItsTimeGrowsFasterThanTheReferencesOnTheSameInputs() {
        // The quick-find Kruskal: its absolute slope sits in the band (the reference's own slope is
        // as steep), but over the same inputs its time grows as n^0.5 against the reference's. Each process
        // (input sample) is slower by its own factor, which the fits' intercept per process takes out.
        List<ScaleRecord> slow = new ArrayList<>();
        List<ScaleRecord> same = new ArrayList<>();
        for (int process = 0; process < 4; process++) {
            double factor = 1 + 0.3 * process;
            for (int n : List.of(500, 1000, 2000, 4000, 8000)) {
                long m = Math.round(1.5 * n * Math.log(n));
                long reference = (long) (1000 * Math.pow(n, 1.1) * factor);
                long quickFind = (long) (reference * Math.pow(n / 500.0, 0.5) * (1 + 0.01 * (n % 3)));
                slow.add(record("python", n, m, quickFind, process, reference));
                same.add(record("c", n, m, (long) (reference * (1 + 0.01 * (n % 3))), process, reference));
            }
        }
        List<ScaleFits.Fit> fits = ScaleFits.of(slow);
        assertThat(fits.get(0).fit().orElseThrow().exponent()).isCloseTo(1.6, org.assertj.core.api.Assertions.within(0.02));
        assertThat(ExponentVerdict.of(fits.get(0).fit().orElseThrow(), fits.get(0).textbook(), fits.get(0).predicted()))
                .isEqualTo(ExponentVerdict.MATCHES);
        assertThat(fits.get(0).ratio().orElseThrow().exponent()).isCloseTo(0.5, org.assertj.core.api.Assertions.within(0.02));
        assertThat(ScaleFits.line(fits.get(0))).contains("against the reference +0.50");
        List<ScaleFits.Fit> itself = ScaleFits.of(same);
        assertThat(itself.get(0).ratio().orElseThrow().exponent()).isCloseTo(0, org.assertj.core.api.Assertions.within(0.05));
        assertThat(itself.get(0).verdict()).hasValue(ExponentVerdict.MATCHES);
        assertThat(fits.get(0).verdict()).hasValue(ExponentVerdict.SLOWER_THAN_REFERENCE);
        assertThat(ScaleTable.markdown(fits)).contains("**slower than the reference** (+0.50)");
    }

    private static ScaleRecord record(String language, int n, long m, long nanos) {
        return record(language, n, m, nanos, null, null);
    }

    private static ScaleRecord record(String language, int n, long m, long nanos, Integer process, Long reference) {
        return new ScaleRecord("reference", "plus", 0, "dijkstra-" + language + "-edge_list", "dijkstra", language, "edge_list",
                "sparse", n, m, 0, ScaleRecord.TIMED, nanos, nanos, 3, null, process, reference);
    }
}
