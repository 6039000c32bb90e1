/** Types of the boleto validator (the package ships none): each answers whether the code is valid. */
declare module 'boleto-brasileiro-validator' {
  const validator: {
    boleto(code: string): boolean;
    boletoBancario(code: string): boolean;
    boletoBancarioLinhaDigitavel(code: string): boolean;
    boletoArrecadacao(code: string): boolean;
    boletoArrecadacaoLinhaDigitavel(code: string): boolean;
  };
  export default validator;
}
