package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.NonPreemptiveCpu;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import dev.algoreval.dataset.oracle.ScheduleTable;
import java.util.Comparator;

/**
 * Tick-by-tick simulation: whenever the CPU is free it takes the arrived, unfinished process with the
 * smallest (arrival, number).
 */
public final class FcfsSchedulingOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[] arrival = input.ints("arrival");
        int[] burst = input.ints("burst");
        Comparator<Integer> firstCome = Comparator.comparingInt(i -> arrival[i]);
        return ScheduleTable.format(arrival, burst, NonPreemptiveCpu.completionTimes(arrival, burst, firstCome));
    }
}
