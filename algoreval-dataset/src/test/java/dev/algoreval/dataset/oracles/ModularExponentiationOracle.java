package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.math.BigInteger;
import java.util.List;

/** The JDK's BigInteger.modPow. */
public final class ModularExponentiationOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        StringBuilder out = new StringBuilder();
        for (Object c : input.list("cases")) {
            List<?> v = (List<?>) c;
            BigInteger base = BigInteger.valueOf(((Number) v.get(0)).longValue());
            BigInteger exponent = BigInteger.valueOf(((Number) v.get(1)).longValue());
            BigInteger modulus = BigInteger.valueOf(((Number) v.get(2)).longValue());
            out.append(base.modPow(exponent, modulus)).append('\n');
        }
        return out.toString();
    }
}
