import { formatDate, VIDEO_SERVICE_LABELS } from '@clube/contract';
import type { VideoServiceType } from '@clube/contract';
import type { CompanyIds, CompanyKey } from './companies.js';
import { COMPANIES } from './companies.js';
import type { SeedContext } from './context.js';
import { addDays } from './dates.js';
import type { SeededMember, SeededMembers } from './members.js';
import { prescriptionPdf } from './pdf.js';
import type { PrescriptionPdf } from './pdf.js';
import { demoPageSvg } from './svg.js';

const VIDEO_TYPES = Object.keys(VIDEO_SERVICE_LABELS) as VideoServiceType[];

/** Which video services each company offers (the Tá Dodói screen's buttons). */
const VIDEO_SERVICES: Record<CompanyKey, VideoServiceType[]> = {
  viva: VIDEO_TYPES,
  conecta: ['TELEMEDICINA', 'ESPECIALIDADE', 'PSICOLOGIA', 'NUTRICAO'],
  amigo: [],
};

interface PrescriptionDef {
  descricao: string;
  medico: string;
  crm: string;
  especialidade: string;
  daysAgo: number;
  items: PrescriptionPdf['items'];
}

const PRESCRIPTIONS: PrescriptionDef[] = [
  {
    descricao: 'Receita - Amoxicilina 500 mg',
    medico: 'Dra. Camila Ferreira',
    crm: 'CRM-SP 123456',
    especialidade: 'Clínica Geral',
    daysAgo: 12,
    items: [
      {
        medicine: 'Amoxicilina 500 mg - 21 cápsulas',
        instructions: 'Tomar 1 cápsula de 8 em 8 horas por 7 dias.',
      },
      {
        medicine: 'Dipirona 500 mg - 10 comprimidos',
        instructions: 'Tomar 1 comprimido de 6 em 6 horas em caso de febre ou dor.',
      },
    ],
  },
  {
    descricao: 'Receita - Losartana 50 mg (uso contínuo)',
    medico: 'Dr. Rafael Nunes',
    crm: 'CRM-SP 234567',
    especialidade: 'Cardiologia',
    daysAgo: 40,
    items: [
      {
        medicine: 'Losartana potássica 50 mg - 30 comprimidos',
        instructions: 'Tomar 1 comprimido pela manhã, todos os dias.',
      },
    ],
  },
  {
    descricao: 'Atestado e orientações de repouso',
    medico: '',
    crm: '',
    especialidade: '',
    daysAgo: 75,
    items: [
      {
        medicine: 'Repouso por 2 dias',
        instructions: 'Hidratação oral abundante e retorno se os sintomas persistirem.',
      },
    ],
  },
  {
    descricao: 'Receita - Loratadina xarope',
    medico: 'Dra. Renata Lopes',
    crm: 'CRM-SP 345678',
    especialidade: 'Pediatria',
    daysAgo: 20,
    items: [
      {
        medicine: 'Loratadina 1 mg/ml xarope - 1 frasco',
        instructions: 'Tomar 5 ml uma vez ao dia por 10 dias.',
      },
    ],
  },
  {
    descricao: 'Plano alimentar e suplementação',
    medico: 'Dr. André Castro',
    crm: 'CRM-MG 456789',
    especialidade: 'Nutrologia',
    daysAgo: 8,
    items: [
      {
        medicine: 'Vitamina D 2.000 UI - 60 cápsulas',
        instructions: 'Tomar 1 cápsula ao dia, após o almoço.',
      },
    ],
  },
];

interface AppointmentDef {
  inDays: number;
  inicio: string;
  fim: string;
  medico: string;
  especialidade: string;
  video: boolean;
  cancelavel: 0 | 1;
  cancelado?: boolean;
}

const APPOINTMENTS: AppointmentDef[] = [
  {
    inDays: 2,
    inicio: '09:00',
    fim: '09:30',
    medico: 'Dra. Camila Ferreira',
    especialidade: 'Clínica Geral',
    video: true,
    cancelavel: 1,
  },
  {
    inDays: 9,
    inicio: '14:00',
    fim: '14:40',
    medico: 'Dr. Rafael Nunes',
    especialidade: 'Cardiologia',
    video: false,
    cancelavel: 1,
  },
  {
    inDays: 1,
    inicio: '08:00',
    fim: '08:50',
    medico: 'Dra. Juliana Prado',
    especialidade: 'Psicologia',
    video: true,
    cancelavel: 0,
  },
  {
    inDays: 20,
    inicio: '16:30',
    fim: '17:00',
    medico: 'Dr. Marcos Vieira',
    especialidade: 'Dermatologia',
    video: false,
    cancelavel: 0,
  },
  {
    inDays: -15,
    inicio: '10:00',
    fim: '10:30',
    medico: 'Dr. Paulo Mendes',
    especialidade: 'Ortopedia',
    video: false,
    cancelavel: 0,
  },
  {
    inDays: 5,
    inicio: '11:00',
    fim: '11:30',
    medico: 'Dra. Sofia Ramos',
    especialidade: 'Endocrinologia',
    video: true,
    cancelavel: 0,
    cancelado: true,
  },
];

export async function seedHealth(
  ctx: SeedContext,
  companies: CompanyIds,
  members: SeededMembers,
): Promise<void> {
  const { db, media } = ctx;

  await db
    .insertInto('atendimento_contato')
    .values({
      telefone: '08007654321',
      chat: media.svg(
        'demo-chat-24h',
        demoPageSvg(
          'Chat 24 horas',
          'Aqui abriria o chat com a equipe de saúde, disponível 24 horas.',
          '#0369a1',
        ),
      ),
      video_chamada: media.svg(
        'demo-video-24h',
        demoPageSvg(
          'Videochamada 24 horas',
          'Aqui abriria a sala de vídeo do pronto atendimento.',
          '#0369a1',
        ),
      ),
    })
    .execute();

  const videoPages = new Map<VideoServiceType, string>();
  for (const tipo of VIDEO_TYPES) {
    const label = VIDEO_SERVICE_LABELS[tipo];
    videoPages.set(
      tipo,
      media.svg(
        `demo-video-${tipo.toLowerCase()}`,
        demoPageSvg(label, `Aqui abriria a sala de vídeo de ${label}.`, '#0e7490'),
      ),
    );
  }
  for (const { key } of COMPANIES) {
    const services = VIDEO_SERVICES[key];
    if (services.length === 0) continue;
    await db
      .insertInto('link_video')
      .values(
        services.map((tipo, i) => ({
          empresa_id: companies[key],
          tipo,
          url_video: videoPages.get(tipo) ?? '',
          ordem: i + 1,
        })),
      )
      .execute();
  }

  const { demo } = members;
  const viva = cardOf(demo, 'viva');
  const conecta = cardOf(demo, 'conecta');
  const child = viva.dependentIds[1];
  if (child === undefined) throw new Error('the demo member has no second dependent');
  const owners: [clienteId: number, patient: string, def: PrescriptionDef][] = [
    [viva.clienteId, demo.nome, prescription(0)],
    [viva.clienteId, demo.nome, prescription(1)],
    [viva.clienteId, demo.nome, prescription(2)],
    [child, 'Lucas Souza', prescription(3)],
    [conecta.clienteId, demo.nome, prescription(4)],
  ];
  for (const [clienteId, patient, def] of owners)
    await seedPrescription(ctx, clienteId, patient, def);

  const videoRoom = media.svg(
    'demo-sala-consulta',
    demoPageSvg(
      'Sala de consulta',
      'Aqui abriria a videoconsulta com o médico no horário marcado.',
      '#0e7490',
    ),
  );
  const appointments: [clienteId: number, def: AppointmentDef][] = [
    ...APPOINTMENTS.map((def): [number, AppointmentDef] => [viva.clienteId, def]),
    [
      child,
      {
        inDays: 4,
        inicio: '15:00',
        fim: '15:30',
        medico: 'Dra. Renata Lopes',
        especialidade: 'Pediatria',
        video: true,
        cancelavel: 1,
      },
    ],
    [
      conecta.clienteId,
      {
        inDays: 6,
        inicio: '18:00',
        fim: '18:30',
        medico: 'Dr. André Castro',
        especialidade: 'Nutrologia',
        video: true,
        cancelavel: 1,
      },
    ],
  ];
  const codes = new Set<string>();
  await db
    .insertInto('agendamento')
    .values(
      appointments.map(([clienteId, def]) => ({
        codigo: uniqueCode(ctx, codes),
        cliente_id: clienteId,
        data_consulta: addDays(ctx.today, def.inDays),
        hora_inicio: def.inicio,
        hora_fim: def.fim,
        medico: def.medico,
        especialidade: def.especialidade,
        url_video: def.video ? videoRoom : '',
        cancelavel: def.cancelavel,
        status: def.cancelado ? ('cancelado' as const) : ('agendado' as const),
        cancelado_em: def.cancelado ? ctx.now : null,
      })),
    )
    .execute();
}

function prescription(index: number): PrescriptionDef {
  const def = PRESCRIPTIONS[index];
  if (def === undefined) throw new Error(`no prescription ${index}`);
  return def;
}

function cardOf(
  member: SeededMember,
  company: CompanyKey,
): { clienteId: number; dependentIds: number[] } {
  const card = member.cards[company];
  if (card === undefined) throw new Error(`${member.nome} has no ${company} card`);
  return card;
}

function uniqueCode(ctx: SeedContext, taken: Set<string>): string {
  for (;;) {
    const code = `CNS-${ctx.random.int(100_000, 999_999)}`;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

async function seedPrescription(
  ctx: SeedContext,
  clienteId: number,
  patient: string,
  def: PrescriptionDef,
): Promise<void> {
  const { db, now } = ctx;
  const date = addDays(ctx.today, -def.daysAgo);
  const pdf = await prescriptionPdf(
    {
      clinic: 'Tá Dodói Telemedicina',
      patient,
      date: formatDate(date),
      doctor: def.medico,
      crm: def.crm,
      specialty: def.especialidade,
      items: def.items,
      color: '#0e7490',
    },
    new Date(now),
  );
  const { id: documentoId } = await db
    .insertInto('documento')
    .values({
      cliente_id: clienteId,
      nome_arquivo: `receita-${date}.pdf`,
      mime: 'application/pdf',
      conteudo: pdf,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('receita')
    .values({
      cliente_id: clienteId,
      descricao: def.descricao,
      medico: def.medico,
      especialidade: def.especialidade,
      documento_id: documentoId,
      created_at: `${date}T12:00:00.000Z`,
    })
    .execute();
}
