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

    private static ScaleRecord record(String language, int n, long m, long nanos) {
        return new ScaleRecord("reference", "plus", 0, "dijkstra-" + language + "-edge_list", "dijkstra", language, "edge_list",
                "sparse", n, m, 0, ScaleRecord.TIMED, nanos, nanos, 3, null);
    }
}
