package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** JDK regular expressions: runs are matches of (.)\1*, encoded pairs are matches of (\d+)(\D). */
public final class RunLengthEncodingOracle implements Oracle {
    private static final Pattern RUN = Pattern.compile("(.)\\1*");
    private static final Pattern PAIR = Pattern.compile("(\\d+)(\\D)");

    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        StringBuilder out = new StringBuilder();
        for (String s : input.strings("strings")) {
            out.append(RUN.matcher(s).replaceAll(m -> m.group().length() + m.group(1))).append('\n');
        }
        for (String encoded : input.strings("encoded")) {
            if (!encoded.matches("(\\d+\\D)+")) {
                throw new IllegalArgumentException("malformed encoding " + encoded);
            }
            Matcher m = PAIR.matcher(encoded);
            StringBuilder decoded = new StringBuilder();
            while (m.find()) {
                decoded.append(m.group(2).repeat(Integer.parseInt(m.group(1))));
            }
            out.append(decoded).append('\n');
        }
        return out.toString();
    }
}
