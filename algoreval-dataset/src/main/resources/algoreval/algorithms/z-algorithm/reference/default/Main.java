import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

public class Main {
    static int[] zFunction(String s) {
        int n = s.length();
        int[] z = new int[n];
        if (n == 0) return z;
        z[0] = n;
        int left = 0, right = 0; // [left, right) is the rightmost window known to match a prefix of s
        for (int i = 1; i < n; i++) {
            if (i < right) z[i] = Math.min(right - i, z[i - left]);
            while (i + z[i] < n && s.charAt(z[i]) == s.charAt(i + z[i])) z[i]++;
            if (i + z[i] > right) {
                left = i;
                right = i + z[i];
            }
        }
        return z;
    }

    static List<Integer> zSearch(String text, String pattern) {
        int m = pattern.length();
        int[] z = zFunction(pattern + "$" + text);
        List<Integer> matches = new ArrayList<>();
        for (int i = m + 1; i < z.length; i++) {
            if (z[i] >= m) matches.add(i - m - 1);
        }
        return matches;
    }

    public static void main(String[] args) {
        for (String s : new String[] {"aabcaabxaaaz", "aaaaa", "abacaba"}) {
            System.out.println(Arrays.stream(zFunction(s)).mapToObj(String::valueOf).collect(Collectors.joining(" ")));
        }
        String[][] searches = {{"abacabadabacaba", "aba"}, {"aaaaaa", "aa"}, {"hello world", "xyz"}};
        for (String[] s : searches) {
            List<Integer> matches = zSearch(s[0], s[1]);
            System.out.println(matches.isEmpty() ? "none"
                    : matches.stream().map(String::valueOf).collect(Collectors.joining(" ")));
        }
    }
}
