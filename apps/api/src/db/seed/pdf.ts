/** pdfkit is loaded only when the demo seed runs (and must stay external to the esbuild bundle). */
async function render(
  title: string,
  createdAt: Date,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: 'Clube (demonstração)', CreationDate: createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

function demoStamp(doc: PDFKit.PDFDocument): void {
  doc
    .moveDown(3)
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor('#64748b')
    .text('Documento gerado para demonstração do aplicativo Clube. Sem validade legal.', {
      align: 'center',
    });
}

export interface PrescriptionPdf {
  clinic: string;
  patient: string;
  date: string;
  doctor: string;
  crm: string;
  specialty: string;
  items: { medicine: string; instructions: string }[];
  color: string;
}

export function prescriptionPdf(p: PrescriptionPdf, createdAt: Date): Promise<Buffer> {
  return render(`Receita - ${p.patient}`, createdAt, (doc) => {
    doc.rect(0, 0, doc.page.width, 90).fill(p.color);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text(p.clinic, 56, 32);
    doc.font('Helvetica').fontSize(11).text('Telemedicina - Receituário', 56, 58);
    doc.fillColor('#0f172a').moveDown(4);
    doc.font('Helvetica-Bold').fontSize(16).text('RECEITA MÉDICA', 56, 130, { align: 'center' });
    doc.moveDown();
    doc.font('Helvetica').fontSize(11).text(`Paciente: ${p.patient}`).text(`Data: ${p.date}`);
    doc.moveDown();
    p.items.forEach((item, i) => {
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(`${i + 1}. ${item.medicine}`);
      doc.font('Helvetica').fontSize(11).text(item.instructions, { indent: 16 });
      doc.moveDown(0.6);
    });
    doc.moveDown(3);
    const lineY = doc.y;
    doc
      .moveTo(180, lineY)
      .lineTo(doc.page.width - 180, lineY)
      .stroke('#0f172a');
    doc.moveDown(0.5);
    doc.text(p.doctor || 'Médico(a) plantonista', { align: 'center' });
    doc.fontSize(10).text([p.crm, p.specialty].filter(Boolean).join(' - '), { align: 'center' });
    demoStamp(doc);
  });
}

export interface BoletoPdf {
  company: string;
  payer: string;
  cpf: string;
  dueDate: string;
  amount: string;
  digitableLine: string;
  color: string;
}

export function boletoPdf(b: BoletoPdf, createdAt: Date): Promise<Buffer> {
  return render(`Boleto - vencimento ${b.dueDate}`, createdAt, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor(b.color).text(b.company);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#0f172a')
      .text('Boleto de pagamento - mensalidade');
    doc.moveDown();
    doc.font('Courier-Bold').fontSize(12).text(b.digitableLine);
    doc.moveDown();
    const rows: [string, string][] = [
      ['Pagador', `${b.payer} - CPF ${b.cpf}`],
      ['Vencimento', b.dueDate],
      ['Valor do documento', b.amount],
      ['Beneficiário', b.company],
    ];
    for (const [label, value] of rows) {
      doc.font('Helvetica-Bold').fontSize(9).fillColor('#475569').text(label.toUpperCase());
      doc.font('Helvetica').fontSize(12).fillColor('#0f172a').text(value);
      doc.moveDown(0.5);
    }
    // A drawn interleaved-2-of-5-looking barcode: decorative, not scannable.
    const top = doc.y + 16;
    let x = 56;
    for (const digit of b.digitableLine.replace(/\D/g, '')) {
      const width = 1 + (Number(digit) % 3);
      doc.rect(x, top, width, 56).fill('#000000');
      x += width + 2 + (Number(digit) % 2);
    }
    doc.y = top + 72;
    doc.fillColor('#0f172a');
    demoStamp(doc);
  });
}
