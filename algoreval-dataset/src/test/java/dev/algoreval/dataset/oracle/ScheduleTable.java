package dev.algoreval.dataset.oracle;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The report every CPU-scheduling prompt prints once the completion times are known: one line per
 * process, then the average turnaround and waiting times.
 */
public final class ScheduleTable {
    private ScheduleTable() {
    }

    public static String format(int[] arrival, int[] burst, int[] completion) {
        StringBuilder out = new StringBuilder();
        long totalTurnaround = 0, totalWaiting = 0;
        for (int i = 0; i < arrival.length; i++) {
            int turnaround = completion[i] - arrival[i];
            int waiting = turnaround - burst[i];
            out.append("P").append(i).append(" completion=").append(completion[i])
                    .append(" turnaround=").append(turnaround).append(" waiting=").append(waiting).append('\n');
            totalTurnaround += turnaround;
            totalWaiting += waiting;
        }
        out.append("average turnaround=").append(mean(totalTurnaround, arrival.length)).append('\n');
        out.append("average waiting=").append(mean(totalWaiting, arrival.length)).append('\n');
        return out.toString();
    }

    /**
     * The exact quotient rounded to two places. A tie is rejected: there the printed value would depend
     * on how a language rounds halves.
     */
    private static String mean(long total, int n) {
        if ((total * 200) % n == 0 && (total * 100) % n != 0) {
            throw new IllegalStateException("average " + total + "/" + n + " is a rounding tie at two decimals");
        }
        return BigDecimal.valueOf(total).divide(BigDecimal.valueOf(n), 2, RoundingMode.HALF_UP).toPlainString();
    }
}
