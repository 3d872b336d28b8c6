public class Main {
    static String rleEncode(String s) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            int j = i;
            while (j < s.length() && s.charAt(j) == s.charAt(i)) j++;
            out.append(j - i).append(s.charAt(i));
            i = j;
        }
        return out.toString();
    }

    static String rleDecode(String encoded) {
        StringBuilder out = new StringBuilder();
        int count = 0;
        for (char c : encoded.toCharArray()) {
            if (Character.isDigit(c)) {
                count = count * 10 + (c - '0');
            } else {
                out.append(String.valueOf(c).repeat(count));
                count = 0;
            }
        }
        return out.toString();
    }

    public static void main(String[] args) {
        String[] strings = {"WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "aaabccddddde", "xyz", "ZZzzZ"};
        String[] encoded = {"12W1B3W", "1a2b3c", "10x1y2z", "2Q11q"};
        for (String s : strings) System.out.println(rleEncode(s));
        for (String e : encoded) System.out.println(rleDecode(e));
    }
}
