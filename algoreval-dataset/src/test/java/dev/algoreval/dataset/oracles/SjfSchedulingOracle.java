package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Tick-by-tick simulation: at every time unit, if the CPU is free it takes the arrived, unfinished
 * process with the smallest (burst, arrival, number) and keeps it until it finishes; the running
 * process advances by one unit per tick.
 * Averages are exact decimals rounded to two places (rejecting a rounding tie).
 */
public final class SjfSchedulingOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[] arrival = input.ints("arrival");
        int[] burst = input.ints("burst");
        int n = arrival.length;
        int[] left = burst.clone();
        int[] completion = new int[n];
        int done = 0;
        int running = -1;
        for (int t = 0; done < n; t++) {
            if (running < 0) {
                for (int i = 0; i < n; i++) {
                    if (arrival[i] <= t && left[i] > 0 && (running < 0 || burst[i] < burst[running]
                            || burst[i] == burst[running] && arrival[i] < arrival[running])) {
                        running = i;
                    }
                }
            }
            if (running >= 0 && --left[running] == 0) {
                completion[running] = t + 1;
                done++;
                running = -1;
            }
        }
        return format(arrival, burst, completion);
    }

    static String format(int[] arrival, int[] burst, int[] completion) {
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

    private static String mean(long total, int n) {
        if ((total * 200) % n == 0 && (total * 100) % n != 0) {
            throw new IllegalStateException("average " + total + "/" + n + " is a rounding tie at two decimals");
        }
        return BigDecimal.valueOf(total).divide(BigDecimal.valueOf(n), 2, RoundingMode.HALF_UP).toPlainString();
    }
}
